import { isSeasoningOnly, matchFood, seasoningIds } from './food-matcher.js';
import { parseIngredientLine, type ItemSize } from '../../../../kernel/ingredients/ingredient-parser.js';
import type { Food, Nutrients } from './nutrient-table.js';
import { NutritionInputError } from './nutrition.errors.js';
import { GRAMS_PER_MASS_UNIT, isMassUnit, isVolumeUnit, ML_PER_CUP, ML_PER_VOLUME_UNIT, type Unit } from '../../../../kernel/ingredients/units.js';

export type { Nutrients } from './nutrient-table.js';

export interface MatchedIngredient {
  line: string;
  /** Grams counted (the edible part); 0 for a seasoning without a convertible amount. */
  grams: number;
  /** The table food (its id, e.g. "all-purpose flour"). */
  food: string;
}

export type UnmatchedReason = 'no-quantity' | 'unknown-ingredient' | 'unconvertible-unit';

export interface UnmatchedIngredient {
  line: string;
  reason: UnmatchedReason;
}

export interface NutritionResult {
  /** Per serving, calories to the kcal and grams to 0.1 g; unmatched lines are left out. */
  perServing: Nutrients;
  /** The display map stored on a recipe: { calories: '512 kcal', protein: '34g', ..., fiber: '6.5g' }. */
  nutritionFacts: Record<string, string>;
  matched: MatchedIngredient[];
  /** The lines that were not counted, as written. */
  unmatched: string[];
  /** The same lines with the reason each was not counted. */
  unmatchedDetails: UnmatchedIngredient[];
}

export const NUTRITION_INPUT_MESSAGES = {
  emptyIngredients: 'Ingredients list cannot be empty',
  invalidServings: 'Servings must be a positive number',
} as const;

/** Rejects an empty ingredient list (blank lines do not count) and a servings count that is not > 0. */
export function assertNutritionInput(ingredients: readonly string[], servings: number): void {
  if (!Array.isArray(ingredients) || !ingredients.some((line) => typeof line === 'string' && line.trim() !== '')) {
    throw new NutritionInputError(NUTRITION_INPUT_MESSAGES.emptyIngredients);
  }
  if (typeof servings !== 'number' || !Number.isFinite(servings) || servings <= 0) {
    throw new NutritionInputError(NUTRITION_INPUT_MESSAGES.invalidServings);
  }
}

/**
 * Grams of `food` in `quantity` `unit`, or null when the unit cannot be converted for this food
 * (no density for a volume, no item weight for a count): such a line is reported, not guessed.
 */
export function toGrams(quantity: number, unit: Unit | null, food: Food, size?: ItemSize): number | null {
  if (unit === null || unit === 'piece') {
    const each = (size && food.sizes?.[size]) ?? food.gramsPer?.piece;
    return each === undefined ? null : quantity * each;
  }
  if (isMassUnit(unit)) return quantity * GRAMS_PER_MASS_UNIT[unit];
  if (isVolumeUnit(unit)) {
    const ml = quantity * ML_PER_VOLUME_UNIT[unit];
    if (food.gramsPerCup !== undefined) return (ml / ML_PER_CUP) * food.gramsPerCup;
    return food.liquid ? ml : null;
  }
  const each = food.gramsPer?.[unit];
  return each === undefined ? null : quantity * each;
}

const NUTRIENT_KEYS = ['calories', 'protein', 'carbs', 'fat', 'fiber'] as const;

function zero(): Nutrients {
  return { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0 };
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Grams as shown: whole grams from 10 g up, one decimal below ("6.5g", "0g", "34g"). */
export function formatGrams(grams: number): string {
  const shown = grams >= 9.95 ? Math.round(grams) : roundTo(grams, 1);
  return `${shown}g`;
}

export function formatNutritionFacts(perServing: Nutrients): Record<string, string> {
  return {
    calories: `${Math.round(perServing.calories)} kcal`,
    protein: formatGrams(perServing.protein),
    carbs: formatGrams(perServing.carbs),
    fat: formatGrams(perServing.fat),
    fiber: formatGrams(perServing.fiber),
  };
}

/** A line that only introduces a group ("For the sauce:") names no ingredient. */
function isHeading(line: string): boolean {
  return /:\s*$/.test(line);
}

/**
 * Per-serving nutrition of a recipe from the built-in table. Lines it cannot read, match or
 * convert are listed in `unmatched` and contribute nothing; blank lines and headings are skipped.
 * Inputs are not validated here (see `assertNutritionInput`); servings below 1 count as 1.
 */
export function calculateNutrition(ingredients: readonly string[], servings: number): NutritionResult {
  const total = zero();
  const matched: MatchedIngredient[] = [];
  const unmatchedDetails: UnmatchedIngredient[] = [];

  for (const line of ingredients) {
    if (line.trim() === '' || isHeading(line)) continue;
    const parsed = parseIngredientLine(line);
    if (!parsed) continue;

    if (parsed.quantity === null) {
      if (parsed.name && isSeasoningOnly(parsed.name)) {
        matched.push({ line, grams: 0, food: seasoningIds(parsed.name) });
      } else {
        unmatchedDetails.push({ line, reason: 'no-quantity' });
      }
      continue;
    }

    const food = matchFood(parsed.name);
    if (!food) {
      unmatchedDetails.push({ line, reason: 'unknown-ingredient' });
      continue;
    }

    const grams = toGrams(parsed.quantity, parsed.unit, food, parsed.size);
    if (grams === null) {
      if (food.seasoning) matched.push({ line, grams: 0, food: food.id });
      else unmatchedDetails.push({ line, reason: 'unconvertible-unit' });
      continue;
    }

    const drained = food.drainedShare !== undefined && parsed.unit !== null && isMassUnit(parsed.unit) && /\bdrain(?:ed)?\b/i.test(line);
    const edibleGrams = grams * (food.edibleShare ?? 1) * (drained ? (food.drainedShare ?? 1) : 1);
    matched.push({ line, grams: roundTo(edibleGrams, 1), food: food.id });
    for (const key of NUTRIENT_KEYS) total[key] += (edibleGrams / 100) * food.per100g[key];
  }

  const portions = Number.isFinite(servings) && servings >= 1 ? servings : 1;
  const perServing: Nutrients = {
    calories: Math.round(total.calories / portions),
    protein: roundTo(total.protein / portions, 1),
    carbs: roundTo(total.carbs / portions, 1),
    fat: roundTo(total.fat / portions, 1),
    fiber: roundTo(total.fiber / portions, 1),
  };

  return {
    perServing,
    nutritionFacts: formatNutritionFacts(perServing),
    matched,
    unmatched: unmatchedDetails.map((entry) => entry.line),
    unmatchedDetails,
  };
}
