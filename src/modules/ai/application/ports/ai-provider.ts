/** One turn of a conversation with the assistant. */
export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What a provider can do; a capability left out answers AssistantNotConfiguredError (503). */
export interface AiCapabilities {
  chat: boolean;
  vision: boolean;
  images: boolean;
  nutrition: boolean;
}

/**
 * The AI provider (any OpenAI-compatible server). Failures are DomainErrors: AssistantNotConfiguredError
 * (503), AssistantFailedError (502: an error answer, a refusal, malformed JSON), AssistantTimeoutError (504).
 * Recipes come back as loose objects; the caller normalises them (domain/recipe-draft.ts).
 */
export abstract class AiProvider {
  abstract readonly capabilities: AiCapabilities;
  /** The assistant's reply to a conversation (system prompt first). */
  abstract chat(turns: ChatTurn[]): Promise<string>;
  /** A recipe as a JSON object, from instructions and a prompt (structured output where the server has it). */
  abstract generateRecipe(instructions: string, prompt: string): Promise<Record<string, unknown>>;
  /** A recipe read from a picture (a data URL) by the vision model, as a JSON object. */
  abstract readRecipeImage(instructions: string, imageDataUrl: string): Promise<Record<string, unknown>>;
  /** Per-serving nutrition (calories in kcal; protein, carbs, fat, fiber in grams) as a JSON object. */
  abstract estimateNutrition(instructions: string, request: string): Promise<Record<string, unknown>>;
  /** A meal plan (`{entries: [{date, meal, recipeId}]}`) as a JSON object, from instructions and a request. */
  abstract suggestMealPlan(instructions: string, request: string): Promise<Record<string, unknown>>;
  /** A picture for a prompt: its bytes (PNG, JPEG or WEBP). */
  abstract generateImage(prompt: string): Promise<Buffer>;
}
