export interface NutritionEstimate {
  /** Per serving, as shown: `{ calories: '512 kcal', protein: '34g', … }`. */
  nutritionFacts: Record<string, string>;
  /** Ingredient lines that could not be matched; they are left out of the totals, never guessed. */
  unmatched: string[];
}

/** Nutrition facts for a list of ingredient lines: an AI provider, or the built-in nutrient table. */
export abstract class NutritionEngine {
  abstract calculate(ingredients: string[], servings: number): Promise<NutritionEstimate>;
}
