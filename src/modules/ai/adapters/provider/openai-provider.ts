import { Logger } from '@nestjs/common';
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type { AiProviderConfig } from '../../../../platform/config/app-config.js';
import { DomainError } from '../../../../platform/errors/domain-error.js';
import { AssistantFailedError, AssistantNotConfiguredError, AssistantTimeoutError } from '../../domain/assistant.errors.js';
import { type AiCapabilities, AiProvider, type ChatTurn } from '../../application/ports/ai-provider.js';
import { UNCERTAIN_FIELDS } from '../../domain/extraction/uncertain-fields.js';
import { MEAL_PLAN_MEALS } from '../../domain/meal-plan-answer.js';

/** The shape asked of a recipe (JSON-schema structured output; strict mode wants every key required). */
export const RECIPE_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'description', 'cookTime', 'servings', 'difficulty', 'category', 'ingredients', 'instructions', 'tags', 'tips'],
  properties: {
    name: { type: 'string' },
    description: { type: 'string' },
    cookTime: { type: 'integer', description: 'Total time in minutes' },
    servings: { type: 'integer' },
    difficulty: { type: 'string', enum: ['Easy', 'Medium', 'Hard'] },
    category: { type: 'string', description: 'Breakfast, Lunch, Dinner, Main Dish, Dessert, Appetizer, Side Dish, Soup, Salad, Snack, Drink…' },
    ingredients: { type: 'array', items: { type: 'string' }, description: "One line each, with its quantity: '2 cups flour'" },
    instructions: { type: 'array', items: { type: 'string' }, description: 'One step each, in order, without numbers' },
    tags: { type: 'array', items: { type: 'string' } },
    tips: { type: 'array', items: { type: 'string' } },
  },
} as const;

/**
 * A recipe read from a picture: the recipe's shape, where the time and the servings may be null (the
 * picture does not give them: never a guess), and the fields the model could not read clearly.
 */
export const RECIPE_READING_JSON_SCHEMA = {
  ...RECIPE_JSON_SCHEMA,
  required: [...RECIPE_JSON_SCHEMA.required, 'uncertainFields'],
  properties: {
    ...RECIPE_JSON_SCHEMA.properties,
    cookTime: { type: ['integer', 'null'], description: 'Total time in minutes; null when the picture does not give it' },
    servings: { type: ['integer', 'null'], description: 'null when the picture does not give it' },
    uncertainFields: {
      type: 'array',
      items: { type: 'string', enum: [...UNCERTAIN_FIELDS] },
      description: 'The fields that could not be read clearly or had to be guessed',
    },
  },
} as const;

/** Per-serving nutrition facts, as numbers. */
export const NUTRITION_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['calories', 'protein', 'carbs', 'fat', 'fiber'],
  properties: {
    calories: { type: 'number', description: 'kcal per serving' },
    protein: { type: 'number', description: 'grams per serving' },
    carbs: { type: 'number', description: 'grams per serving' },
    fat: { type: 'number', description: 'grams per serving' },
    fiber: { type: 'number', description: 'grams per serving' },
  },
} as const;

/** A meal plan: one entry per slot asked for, each naming one of the cook's recipes by id. */
export const MEAL_PLAN_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['entries'],
  properties: {
    entries: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['date', 'meal', 'recipeId'],
        properties: {
          date: { type: 'string', description: 'YYYY-MM-DD, one of the slots asked for' },
          meal: { type: 'string', enum: [...MEAL_PLAN_MEALS] },
          recipeId: { type: 'integer', description: "The id of one of the cook's recipes" },
        },
      },
    },
  },
} as const;

/** What is asked for as JSON: its schema (structured output) and the same in words (the json_object fallback). */
interface JsonAnswer {
  name: string;
  schema: Record<string, unknown>;
  hint: string;
}

const RECIPE_ANSWER: JsonAnswer = {
  name: 'recipe',
  schema: RECIPE_JSON_SCHEMA,
  hint:
    'Answer with one JSON object only, with the keys name, description, cookTime (minutes, integer), servings (integer), ' +
    'difficulty (Easy, Medium or Hard), category, ingredients (array of strings), instructions (array of strings), tags (array of strings) and tips (array of strings).',
};

const RECIPE_READING_ANSWER: JsonAnswer = {
  name: 'recipe_reading',
  schema: RECIPE_READING_JSON_SCHEMA,
  hint:
    'Answer with one JSON object only, with the keys name, description, cookTime (minutes, integer, or null), servings (integer, or null), ' +
    'difficulty (Easy, Medium or Hard), category, ingredients (array of strings), instructions (array of strings), tags (array of strings), ' +
    `tips (array of strings) and uncertainFields (array of: ${UNCERTAIN_FIELDS.join(', ')}).`,
};

const NUTRITION_ANSWER: JsonAnswer = {
  name: 'nutrition',
  schema: NUTRITION_JSON_SCHEMA,
  hint: 'Answer with one JSON object only, with the numeric keys calories (kcal), protein, carbs, fat and fiber (grams), all per serving.',
};

const MEAL_PLAN_ANSWER: JsonAnswer = {
  name: 'meal_plan',
  schema: MEAL_PLAN_JSON_SCHEMA,
  hint: 'Answer with one JSON object only, with the key entries: an array of objects with the keys date (YYYY-MM-DD), meal and recipeId (integer).',
};

type Content = OpenAI.Chat.Completions.ChatCompletionMessageParam['content'];

/**
 * The AI provider on any OpenAI-compatible server through the `openai` SDK. No retries (a retry would
 * outlive the timeout and the charge); every failure becomes a DomainError with our own message, the
 * provider's is only logged.
 */
export class OpenAiProvider extends AiProvider {
  private readonly logger = new Logger('AiProvider');
  private readonly client: OpenAI;
  readonly capabilities: AiCapabilities;
  /** Set after a server refused json_schema: later JSON calls go straight to json_object. */
  private schemaRefused = false;

  constructor(private readonly config: AiProviderConfig) {
    super();
    this.client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl, timeout: config.timeoutMs, maxRetries: 0 });
    this.capabilities = {
      chat: true,
      vision: config.visionModel !== null,
      images: config.imageModel !== null,
      nutrition: config.nutritionModel !== null,
    };
  }

  async chat(turns: ChatTurn[]): Promise<string> {
    return this.call('chat', async (signal) => {
      const completion = await this.client.chat.completions.create({ model: this.config.chatModel, messages: turns }, { signal });
      const text = completion.choices?.[0]?.message?.content?.trim();
      if (!text) throw new AssistantFailedError();
      return text;
    });
  }

  generateRecipe(instructions: string, prompt: string): Promise<Record<string, unknown>> {
    return this.structuredJson(RECIPE_ANSWER, this.config.chatModel, instructions, prompt);
  }

  readRecipeImage(instructions: string, imageDataUrl: string): Promise<Record<string, unknown>> {
    if (!this.config.visionModel) return Promise.reject(new AssistantNotConfiguredError());
    return this.structuredJson(RECIPE_READING_ANSWER, this.config.visionModel, instructions, [
      { type: 'text', text: 'Read the recipe in this picture.' },
      { type: 'image_url', image_url: { url: imageDataUrl } },
    ]);
  }

  estimateNutrition(instructions: string, request: string): Promise<Record<string, unknown>> {
    if (!this.config.nutritionModel) return Promise.reject(new AssistantNotConfiguredError());
    return this.structuredJson(NUTRITION_ANSWER, this.config.nutritionModel, instructions, request);
  }

  suggestMealPlan(instructions: string, request: string): Promise<Record<string, unknown>> {
    return this.structuredJson(MEAL_PLAN_ANSWER, this.config.chatModel, instructions, request);
  }

  async generateImage(prompt: string): Promise<Buffer> {
    const model = this.config.imageModel;
    if (!model) throw new AssistantNotConfiguredError();
    return this.call('image', async (signal) => {
      // gpt-image models always answer base64 and refuse the parameter; DALL·E and most others take it.
      const answer = await this.client.images.generate(
        {
          model,
          prompt,
          n: 1,
          size: '1024x1024',
          ...(model.startsWith('gpt-image') ? {} : { response_format: 'b64_json' as const }),
        },
        { signal },
      );
      const b64 = answer.data?.[0]?.b64_json;
      if (!b64) throw new AssistantFailedError();
      const bytes = Buffer.from(b64, 'base64');
      if (bytes.length < 8) throw new AssistantFailedError();
      return bytes;
    });
  }

  private async structuredJson(answer: JsonAnswer, model: string, instructions: string, content: Content): Promise<Record<string, unknown>> {
    return this.call(answer.name, async (signal) => {
      if (!this.schemaRefused) {
        try {
          return await this.completeJson(signal, model, instructions, content, {
            type: 'json_schema',
            json_schema: { name: answer.name, strict: true, schema: answer.schema },
          });
        } catch (error) {
          // A server without structured output refuses the request (400/422, or 404/501 for the parameter).
          const status = error instanceof APIError ? Number(error.status) : 0;
          if (![400, 404, 422, 501].includes(status)) throw error;
          this.logger.warn(`The AI server refused json_schema output (${status}); using json_object instead`);
          this.schemaRefused = true;
        }
      }
      return this.completeJson(signal, model, `${instructions}\n\n${answer.hint}`, content, { type: 'json_object' });
    });
  }

  private async completeJson(
    signal: AbortSignal,
    model: string,
    instructions: string,
    content: Content,
    responseFormat: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming['response_format'],
  ): Promise<Record<string, unknown>> {
    const completion = await this.client.chat.completions.create(
      {
        model,
        response_format: responseFormat,
        messages: [{ role: 'system', content: instructions }, { role: 'user', content } as OpenAI.Chat.Completions.ChatCompletionUserMessageParam],
      },
      { signal },
    );
    const text = completion.choices?.[0]?.message?.content ?? '';
    return parseJsonObject(text);
  }

  /**
   * Runs a provider call under one deadline (OPENAI_TIMEOUT_MS for the whole call, a json_schema
   * fallback included), turning whatever goes wrong into 502 / 504 with our message.
   */
  private async call<T>(what: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.config.timeoutMs);
    try {
      return await run(deadline.signal);
    } catch (error) {
      if (error instanceof DomainError) {
        if (error instanceof AssistantFailedError) this.logger.warn(`AI ${what}: the provider's answer was empty or malformed`);
        throw error;
      }
      if (deadline.signal.aborted || error instanceof APIConnectionTimeoutError) {
        this.logger.warn(`AI ${what}: timed out after ${this.config.timeoutMs} ms`);
        throw new AssistantTimeoutError();
      }
      const status = error instanceof APIError ? ` (${error.status ?? 'no answer'})` : '';
      this.logger.warn(`AI ${what} failed${status}: ${error instanceof Error ? error.message : String(error)}`);
      throw new AssistantFailedError();
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The JSON object in a model's answer (also inside a ```json fence); AssistantFailedError otherwise. */
export function parseJsonObject(text: string): Record<string, unknown> {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const body = (fenced ? fenced[1] : text).trim();
  try {
    const value: unknown = JSON.parse(body);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      // Some servers wrap it: {"recipe": {...}}.
      const inner = record.recipe;
      return inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : record;
    }
  } catch {
    // falls through
  }
  throw new AssistantFailedError();
}
