import { AssistantNotConfiguredError } from '../../domain/assistant.errors.js';
import { type AiCapabilities, AiProvider } from '../../application/ports/ai-provider.js';

/** Bound when no provider is configured: every call answers 503, the offline engines do the rest. */
export class NoAiProvider extends AiProvider {
  readonly capabilities: AiCapabilities = { chat: false, vision: false, images: false, nutrition: false };

  chat(): Promise<string> {
    return Promise.reject(new AssistantNotConfiguredError());
  }
  generateRecipe(): Promise<Record<string, unknown>> {
    return Promise.reject(new AssistantNotConfiguredError());
  }
  readRecipeImage(): Promise<Record<string, unknown>> {
    return Promise.reject(new AssistantNotConfiguredError());
  }
  estimateNutrition(): Promise<Record<string, unknown>> {
    return Promise.reject(new AssistantNotConfiguredError());
  }
  suggestMealPlan(): Promise<Record<string, unknown>> {
    return Promise.reject(new AssistantNotConfiguredError());
  }
  generateImage(): Promise<Buffer> {
    return Promise.reject(new AssistantNotConfiguredError());
  }
}
