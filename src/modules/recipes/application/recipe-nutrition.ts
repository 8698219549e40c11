import { Injectable } from '@nestjs/common';
import { calculateNutrition } from '../../../kernel/nutrition/nutrition-calculator.js';
import type { NutritionFacts } from '../domain/recipe.js';

/**
 * Nutrition facts for a recipe saved without them, computed from the built-in nutrient table exactly as
 * the form's Calculate button does offline (free, no provider). None when no ingredient could be matched:
 * the recipe is saved all the same, and the screens show 'Not available'.
 */
@Injectable()
export class RecipeNutrition {
  estimate(ingredients: string[], servings: number): NutritionFacts | null {
    const lines = ingredients.map((line) => line.trim()).filter(Boolean);
    if (lines.length === 0 || !(servings > 0)) return null;
    const { nutritionFacts, unmatched } = calculateNutrition(lines, servings);
    return unmatched.length < lines.length ? nutritionFacts : null;
  }
}
