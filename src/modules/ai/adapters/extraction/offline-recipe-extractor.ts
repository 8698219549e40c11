import { Injectable } from '@nestjs/common';
import { RecipeExtractor } from '../../application/ports/recipe-extractor.js';
import { parseRecipeText, type RecipeFields } from '../../domain/extraction/recipe-text-parser.js';
import type { RecipeUpload } from '../../domain/extraction/recipe-upload.js';
import { layoutText } from '../../domain/extraction/text-layout.js';
import { DocumentReader } from './document-reader.js';

/**
 * The extractor that needs no provider and no network: photos by OCR, PDFs by their text layer or,
 * for scans, by OCR of their pages; the words laid out in reading order, then the recipe-text parser.
 * Null for a file that cannot be read.
 */
@Injectable()
export class OfflineRecipeExtractor extends RecipeExtractor {
  constructor(private readonly reader: DocumentReader) {
    super();
  }

  async extract(file: RecipeUpload, cookId: number): Promise<RecipeFields | null> {
    const pages = await this.reader.read(file, cookId);
    return pages === null ? null : parseRecipeText(pages.map(layoutText).join('\n\n'));
  }
}
