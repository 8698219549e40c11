import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { assertNutritionInput, formatNutritionFacts } from '../../../kernel/nutrition/nutrition-calculator.js';
import { InsufficientTicketsError } from '../../tickets/index.js';
import { AssistantFailedError, AssistantTimeoutError } from '../domain/assistant.errors.js';
import { ChargedCall } from './charged-call.js';
import { AiProvider } from './ports/ai-provider.js';
import { type NutritionEstimate, NutritionEngine } from './ports/nutrition-engine.js';

export const NUTRITION_INSTRUCTIONS = [
  'You are a nutritionist. Estimate the nutrition facts of one serving of a recipe from its ingredient lines',
  'and its number of servings, using standard food composition data: calories in kcal, and protein, carbs,',
  'fat and fiber in grams, all per serving.',
].join(' ');

export interface CalculatedNutrition extends NutritionEstimate {
  /** 'ai': the provider's estimate (1 ticket); 'table': the built-in nutrient table (free). */
  calculatedBy: 'ai' | 'table';
}

/**
 * The create form's 'Calculate Nutrition'. With a nutrition model (OPENAI_NUTRITION_MODEL) the provider
 * estimates it for 1 ticket, refunded when it fails; the built-in table answers, free, when there is no
 * model, when the cook is short of tickets, and when the provider fails, so the button always works.
 */
@Injectable()
export class CalculateNutrition {
  constructor(
    private readonly engine: NutritionEngine,
    private readonly provider: AiProvider,
    private readonly charged: ChargedCall,
  ) {}

  async execute(userId: number, ingredients: string[], servings: number): Promise<CalculatedNutrition> {
    const lines = ingredients.map((line) => line.trim()).filter(Boolean);
    assertNutritionInput(lines, servings);
    if (this.provider.capabilities.nutrition) {
      try {
        return await this.charged.run(userId, 'ai_nutrition', `ai-nutrition:${randomUUID()}`, () => this.estimate(lines, servings));
      } catch (error) {
        const fallsBack = [InsufficientTicketsError, AssistantFailedError, AssistantTimeoutError].some((kind) => error instanceof kind);
        if (!fallsBack) throw error;
      }
    }
    return { ...(await this.engine.calculate(lines, servings)), calculatedBy: 'table' };
  }

  private async estimate(lines: string[], servings: number): Promise<CalculatedNutrition> {
    const request = `Servings: ${servings}\nIngredients:\n${lines.map((line) => `- ${line}`).join('\n')}`;
    const answer = await this.provider.estimateNutrition(NUTRITION_INSTRUCTIONS, request);
    const amount = (key: string): number => {
      const value = Number(answer[key]);
      if (answer[key] === null || answer[key] === '' || !Number.isFinite(value) || value < 0) throw new AssistantFailedError();
      return value;
    };
    const perServing = {
      calories: amount('calories'),
      protein: amount('protein'),
      carbs: amount('carbs'),
      fat: amount('fat'),
      fiber: amount('fiber'),
    };
    return { nutritionFacts: formatNutritionFacts(perServing), unmatched: [], calculatedBy: 'ai' };
  }
}
