import { Injectable } from '@nestjs/common';
import { NoRecipeFoundError } from '../domain/extraction/extraction.errors.js';
import { isRecipeLike } from '../domain/extraction/recipe-text-parser.js';
import { readRecipeUpload } from '../domain/extraction/recipe-upload.js';
import { normaliseRecipeDraft, type RecipeDraft } from '../domain/recipe-draft.js';
import { RecipeExtractor } from './ports/recipe-extractor.js';

/** What a recipe without a name of its own is called (a card cut off at the top, say). */
export const UNTITLED_RECIPE = 'Untitled Recipe';

/**
 * A recipe draft from the data URL of a photo or PDF: checked by its bytes, read, and normalised as
 * document 1 §5 says. A recipe must have a description to be saved, so one without gets a line
 * saying where it came from. NoRecipeFoundError (422) when nothing in the file reads as a recipe.
 */
@Injectable()
export class ReadRecipeFile {
  constructor(private readonly extractor: RecipeExtractor) {}

  async execute(cookId: number, imageData: string | undefined): Promise<RecipeDraft> {
    const file = readRecipeUpload(imageData);
    const fields = await this.extractor.extract(file, cookId);
    if (!fields || !isRecipeLike(fields)) throw new NoRecipeFoundError();
    return normaliseRecipeDraft({
      ...fields,
      name: fields.name ?? UNTITLED_RECIPE,
      description: fields.description ?? `Extracted from ${file.kind === 'pdf' ? 'a PDF' : 'a photo'}.`,
    });
  }
}
