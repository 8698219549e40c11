import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AssistantFailedError, AssistantNotConfiguredError } from '../domain/assistant.errors.js';
import { normaliseRecipeDraft, type RecipeDraft } from '../domain/recipe-draft.js';
import { ChargedCall } from './charged-call.js';
import { AiProvider } from './ports/ai-provider.js';

export const GENERATION_INSTRUCTIONS = [
  'You are Savorus, a cooking assistant. Write one complete, realistic recipe for what the cook asks for,',
  'or for the recipe discussed in the conversation they give you. Use quantities in every ingredient line,',
  'clear steps in order (without step numbers), a one-sentence description, the total time in minutes,',
  'the number of servings, the difficulty (Easy, Medium or Hard), a category, a few tags and tips.',
].join(' ');

/**
 * A recipe from a prompt (5 tickets, charged before the call, refunded when it fails), normalised as
 * document 1 §5 says. A draft without ingredients or steps is the provider failing (502, refunded).
 */
@Injectable()
export class GenerateRecipe {
  constructor(
    private readonly provider: AiProvider,
    private readonly charged: ChargedCall,
  ) {}

  /** `save` runs inside the charge: a draft that cannot be saved is refunded too. */
  async execute<T>(userId: number, prompt: string, save: (draft: RecipeDraft) => Promise<T>): Promise<T> {
    if (!this.provider.capabilities.chat) throw new AssistantNotConfiguredError();
    return this.charged.run(userId, 'ai_recipe', `ai-recipe:${randomUUID()}`, async () => {
      const draft = normaliseRecipeDraft(await this.provider.generateRecipe(GENERATION_INSTRUCTIONS, prompt));
      if (!draft.name || !draft.ingredients.length || !draft.instructions.length) throw new AssistantFailedError();
      return save(draft);
    });
  }
}
