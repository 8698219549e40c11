import { Injectable } from '@nestjs/common';
import { type NutritionEstimate, NutritionEngine } from '../../application/ports/nutrition-engine.js';
import { calculateNutrition } from '../../../../kernel/nutrition/nutrition-calculator.js';

/** The offline engine: the built-in nutrient table with unit conversion, in memory. */
@Injectable()
export class TableNutritionEngine extends NutritionEngine {
  calculate(ingredients: string[], servings: number): Promise<NutritionEstimate> {
    const result = calculateNutrition(ingredients, servings);
    return Promise.resolve({ nutritionFacts: result.nutritionFacts, unmatched: result.unmatched });
  }
}
