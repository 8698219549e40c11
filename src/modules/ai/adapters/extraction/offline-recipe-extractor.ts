import { Injectable } from '@nestjs/common';
import { type FoundRecipe, RecipeExtractor } from '../../application/ports/recipe-extractor.js';
import { parseRecipeText, readRecipeText } from '../../domain/extraction/recipe-text-parser.js';
import type { RecipeUpload } from '../../domain/extraction/recipe-upload.js';
import { layoutText, type PlacedLine } from '../../domain/extraction/text-layout.js';
import { fieldsOfDoubtfulWords, inFormOrder } from '../../domain/extraction/uncertain-fields.js';
import { DocumentReader } from './document-reader.js';

const textOf = (pages: PlacedLine[][]) => pages.map(layoutText).join('\n\n');

/**
 * The extractor that needs no provider and no network: photos by OCR, PDFs by their text layer or,
 * for scans, by OCR of their pages; the words laid out in reading order, then the recipe-text parser.
 * It is unsure of the fields whose lines the parser had to guess and of those that rest on words OCR
 * could hardly read. Null for a file that cannot be read.
 */
@Injectable()
export class OfflineRecipeExtractor extends RecipeExtractor {
  constructor(private readonly reader: DocumentReader) {
    super();
  }

  async extract(file: RecipeUpload, cookId: number): Promise<FoundRecipe | null> {
    const pages = await this.reader.read(file, cookId);
    if (pages === null) return null;
    const { fields, guessed } = readRecipeText(textOf(pages));
    const doubtful = fieldsOfDoubtfulWords(pages, (otherwise) => parseRecipeText(textOf(otherwise)), fields);
    return { ...fields, uncertain: inFormOrder([...guessed, ...doubtful]) };
  }
}
