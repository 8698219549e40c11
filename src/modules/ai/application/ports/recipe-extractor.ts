import type { RecipeFields } from '../../domain/extraction/recipe-text-parser.js';
import type { UncertainField } from '../../domain/extraction/uncertain-fields.js';
import type { RecipeUpload } from '../../domain/extraction/recipe-upload.js';

/** What an extractor found, and the fields it is unsure of (words it could hardly read, lines it had to guess). */
export type FoundRecipe = RecipeFields & { uncertain?: UncertainField[] };

/**
 * Finds a recipe in a photo or PDF: the offline extractor (OCR and PDF text, then the recipe-text
 * parser), or a vision model. The choice is made where this port is bound (ai.module.ts): the AI
 * vision provider first when one is configured, charging its tickets, the offline extractor otherwise.
 * Answers null when the file cannot be read. `cookId` is whose file it is: readers share their time
 * fairly between cooks.
 */
export abstract class RecipeExtractor {
  abstract extract(file: RecipeUpload, cookId: number): Promise<FoundRecipe | null>;
}
