import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { NoRecipeFoundError } from '../domain/extraction/extraction.errors.js';
import { readRecipeUpload } from '../domain/extraction/recipe-upload.js';
import { normaliseRecipeDraft, type RecipeDraft } from '../domain/recipe-draft.js';
import { ChargedCall } from './charged-call.js';
import { AiProvider } from './ports/ai-provider.js';
import { ReadRecipeFile, UNTITLED_RECIPE } from './read-recipe-file.js';

export const VISION_INSTRUCTIONS = [
  'You read recipes from photos of cookbook pages, magazine pages, recipe cards and handwritten notes.',
  'Copy the recipe in the picture faithfully: its name, a one-sentence description, every ingredient line',
  'with its quantity, every step in order (without step numbers), the total time in minutes, the servings,',
  'the difficulty (Easy, Medium or Hard), a category, tags and tips. Leave a list empty rather than invent it;',
  'when the picture holds no recipe, answer empty ingredients and instructions.',
].join(' ');

/**
 * Photo and PDF import. With a vision model (OPENAI_VISION_MODEL) a photo is read by it for 10 tickets
 * (charged once the file is known to be a picture, refunded when the call fails or finds no recipe);
 * PDFs, and every file without a vision model, go to the offline extractor, free.
 */
@Injectable()
export class ImportRecipeFile {
  constructor(
    private readonly offline: ReadRecipeFile,
    private readonly provider: AiProvider,
    private readonly charged: ChargedCall,
  ) {}

  /** `save` runs inside the charge: a vision reading that cannot be saved is refunded too. */
  async execute<T>(userId: number, imageData: string | undefined, save: (draft: RecipeDraft) => Promise<T>): Promise<T> {
    const file = readRecipeUpload(imageData);
    if (!this.provider.capabilities.vision || file.kind === 'pdf') return save(await this.offline.execute(userId, imageData));
    const dataUrl = `data:image/${file.kind};base64,${file.bytes.toString('base64')}`;
    return this.charged.run(userId, 'photo_upload', `photo-upload:${randomUUID()}`, async () => {
      const draft = normaliseRecipeDraft(await this.provider.readRecipeImage(VISION_INSTRUCTIONS, dataUrl));
      if (!draft.ingredients.length || !draft.instructions.length) throw new NoRecipeFoundError();
      return save({ ...draft, name: draft.name || UNTITLED_RECIPE, description: draft.description || 'Extracted from a photo.' });
    });
  }
}
