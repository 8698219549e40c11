import { Injectable } from '@nestjs/common';
import { assertNutritionInput } from '../../../kernel/nutrition/nutrition-calculator.js';
import { type NutritionEstimate, NutritionEngine } from './ports/nutrition-engine.js';

@Injectable()
export class CalculateNutrition {
  constructor(private readonly engine: NutritionEngine) {}

  execute(ingredients: string[], servings: number): Promise<NutritionEstimate> {
    const lines = ingredients.map((line) => line.trim()).filter(Boolean);
    assertNutritionInput(lines, servings);
    return this.engine.calculate(lines, servings);
  }
}
