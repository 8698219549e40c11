import { Injectable } from '@nestjs/common';
import { NoRecipeFoundError } from '../domain/extraction/extraction.errors.js';
import { isRecipeLike } from '../domain/extraction/recipe-text-parser.js';
import { readRecipeUpload } from '../domain/extraction/recipe-upload.js';
import { fieldsNotFound, inFormOrder, type UncertainField } from '../domain/extraction/uncertain-fields.js';
import { normaliseRecipeDraft, type RecipeDraft } from '../domain/recipe-draft.js';
import { RecipeExtractor } from './ports/recipe-extractor.js';

/** What a recipe without a name of its own is called (a card cut off at the top, say). */
export const UNTITLED_RECIPE = 'Untitled Recipe';

/** A recipe read from a file, and the fields the reader is unsure of (the cook checks those first). */
export interface RecipeReading {
  draft: RecipeDraft;
  uncertainFields: UncertainField[];
}

/**
 * A recipe draft from the data URL of a photo or PDF: checked by its bytes, read, and normalised as
 * document 1 §5 says. A recipe must have a description to be saved, so one without gets a line
 * saying where it came from. The reader is unsure of what its extractor was unsure of and of what it
 * did not find (a name, the servings, a time: the defaults stand in). NoRecipeFoundError (422) when
 * nothing in the file reads as a recipe.
 */
@Injectable()
export class ReadRecipeFile {
  constructor(private readonly extractor: RecipeExtractor) {}

  async execute(cookId: number, imageData: string | undefined): Promise<RecipeReading> {
    const file = readRecipeUpload(imageData);
    const fields = await this.extractor.extract(file, cookId);
    if (!fields || !isRecipeLike(fields)) throw new NoRecipeFoundError();
    const { uncertain = [], ...found } = fields;
    const draft = normaliseRecipeDraft({
      ...found,
      name: found.name ?? UNTITLED_RECIPE,
      description: found.description ?? `Extracted from ${file.kind === 'pdf' ? 'a PDF' : 'a photo'}.`,
    });
    return { draft, uncertainFields: inFormOrder([...uncertain, ...fieldsNotFound(found)]) };
  }
}
