import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { NoRecipeFoundError } from '../domain/extraction/extraction.errors.js';
import { readRecipeUpload } from '../domain/extraction/recipe-upload.js';
import { fieldsNotFound, inFormOrder } from '../domain/extraction/uncertain-fields.js';
import { normaliseRecipeDraft } from '../domain/recipe-draft.js';
import { ChargedCall } from './charged-call.js';
import { AiProvider } from './ports/ai-provider.js';
import { ReadRecipeFile, type RecipeReading, UNTITLED_RECIPE } from './read-recipe-file.js';

export const VISION_INSTRUCTIONS = [
  'You read recipes from photos of cookbook pages, magazine pages, recipe cards and handwritten notes.',
  'Copy the recipe in the picture faithfully: its name, a one-sentence description, every ingredient line',
  'with its quantity, every step in order (without step numbers), the total time in minutes, the servings,',
  'the difficulty (Easy, Medium or Hard), a category, tags and tips. Leave a list empty rather than invent it;',
  'when the picture holds no recipe, answer empty ingredients and instructions.',
  'When the picture does not give the time or the servings, answer null for it rather than a guess.',
  'List in uncertainFields every field you could not read clearly or had to guess (blurred, cut off, handwriting',
  'you are not sure of), so that the cook checks those first; an empty list when you read everything clearly.',
].join(' ');

/**
 * Photo and PDF import. With a vision model (OPENAI_VISION_MODEL) a photo is read by it for 10 tickets
 * (charged once the file is known to be a picture, refunded when the call fails or finds no recipe);
 * PDFs, and every file without a vision model, go to the offline extractor, free. Either way the
 * reading says which fields it is unsure of: for the model, those it reported and those it left out.
 */
@Injectable()
export class ImportRecipeFile {
  constructor(
    private readonly offline: ReadRecipeFile,
    private readonly provider: AiProvider,
    private readonly charged: ChargedCall,
  ) {}

  /** `save` runs inside the charge: a vision reading that cannot be saved is refunded too. */
  async execute<T>(userId: number, imageData: string | undefined, save: (reading: RecipeReading) => Promise<T>): Promise<T> {
    const file = readRecipeUpload(imageData);
    if (!this.provider.capabilities.vision || file.kind === 'pdf') return save(await this.offline.execute(userId, imageData));
    const dataUrl = `data:image/${file.kind};base64,${file.bytes.toString('base64')}`;
    return this.charged.run(userId, 'photo_upload', `photo-upload:${randomUUID()}`, async () => {
      const answer = await this.provider.readRecipeImage(VISION_INSTRUCTIONS, dataUrl);
      const draft = normaliseRecipeDraft(answer);
      if (!draft.ingredients.length || !draft.instructions.length) throw new NoRecipeFoundError();
      const reported: unknown[] = Array.isArray(answer.uncertainFields) ? answer.uncertainFields : [];
      return save({
        draft: { ...draft, name: draft.name || UNTITLED_RECIPE, description: draft.description || 'Extracted from a photo.' },
        uncertainFields: inFormOrder([...reported, ...fieldsNotFound(answer)]),
      });
    });
  }
}
