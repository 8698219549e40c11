import { Injectable, Logger } from '@nestjs/common';
import { CalculateNutrition } from '../../ai/index.js';
import type { NutritionFacts } from '../domain/recipe.js';

/**
 * Nutrition facts for a recipe saved without them, computed exactly as the form's Calculate button does
 * (the assistant's nutrition engine). None when no ingredient could be matched or the engine fails: the
 * recipe is saved all the same, and the screens show 'Not available'.
 */
@Injectable()
export class RecipeNutrition {
  private readonly logger = new Logger('RecipeNutrition');

  constructor(private readonly calculate: CalculateNutrition) {}

  async estimate(ingredients: string[], servings: number): Promise<NutritionFacts | null> {
    try {
      const { nutritionFacts, unmatched } = await this.calculate.execute(ingredients, servings);
      return unmatched.length < ingredients.length ? nutritionFacts : null;
    } catch (error) {
      this.logger.warn(`Nutrition facts not computed: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}
