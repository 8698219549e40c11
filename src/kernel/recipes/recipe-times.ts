/**
 * What cookbooks print beside the cooking time: preparation and total minutes, and the yield as text.
 * Shared by the server (the importers and readers) and the web (cooking mode, the planner).
 */
import { RECIPE_LIMITS } from './recipe-rules.js';

export interface RecipeTimes {
  prepTime?: number | null;
  cookTime: number;
  totalTime?: number | null;
}

/**
 * The minutes a recipe takes from start to table, where a total is needed (cooking mode, the planner):
 * its own total when it has one, else preparation plus cooking. Never stored.
 */
export function recipeTotalTime({ prepTime, cookTime, totalTime }: RecipeTimes): number {
  return totalTime ?? (prepTime ?? 0) + cookTime;
}

/** Minutes a recipe may hold for a time (1 to the cook time's limit), else null. */
export function recipeMinutesOrNull(minutes: number | null | undefined): number | null {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return null;
  const whole = Math.round(minutes);
  return whole >= 1 && whole <= RECIPE_LIMITS.cookTimeMinutes ? whole : null;
}

/**
 * A recipe's times from the times a page or a card prints (any may be missing). The cook time is the
 * printed one; without it, the total less the preparation, else the total, else (only a preparation
 * printed) the preparation, which is then the only time; null when none is given (the reader's default
 * applies). Preparation and total are otherwise kept as printed, never made up.
 */
export function timesFromPrinted(printed: { prep?: number | null; cook?: number | null; total?: number | null }): {
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
} {
  const prepTime = recipeMinutesOrNull(printed.prep);
  const totalTime = recipeMinutesOrNull(printed.total);
  const cookTime = recipeMinutesOrNull(printed.cook);
  if (cookTime === null && totalTime === null && prepTime !== null) {
    // Only a preparation time ('Prep 10 min' on a guacamole): that is the time it takes, held as the cook time.
    return { prepTime: null, cookTime: prepTime, totalTime: null };
  }
  const derived = totalTime !== null && prepTime !== null && totalTime > prepTime ? totalTime - prepTime : totalTime;
  return { prepTime, cookTime: cookTime ?? derived, totalTime };
}

const COUNT = String.raw`\d+(?:[.,]\d+)?(?:\s*(?:-|–|to)\s*\d+(?:[.,]\d+)?)?`;
/** 'Serves 4', '4 servings', 'Yield: 4', 'Makes 4 portions', '4': servings and nothing more. */
const SERVINGS_ONLY = new RegExp(
  String.raw`^(?:(serves|feeds|servings?|portions?|makes|for)\s*[:=\-–]?\s*)?(?:about\s+|approx\.?\s+|up to\s+)?${COUNT}\s*(servings?|people|persons|portions?)?$`,
  'i',
);

/**
 * The yield as a cookbook prints it, when it says more than a number of servings: 'Makes 12 cookies',
 * '2 loaves', 'Makes 12' (a 'Yield:' label is dropped); null for '4', '4 servings', 'Serves 4-6' (the
 * servings say that) or nothing. Spaces unified, at most RECIPE_LIMITS.yield characters.
 */
export function printedYield(value: string | null | undefined): string | null {
  const text = (value ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^yields?\b\s*[:=\-–]?\s*/i, '')
    .replace(/[\s.,;:|•·]+$/, '');
  // 'Serves 4 as a main course', 'Feeds 6', 'For 2': how many it serves, which the servings hold.
  if (!text || !/\d|[a-z]/i.test(text) || /^(?:serves|feeds|for)\b/i.test(text)) return null;
  const servingsOnly = SERVINGS_ONLY.exec(text);
  // 'Makes 12' counts things, not servings: it is kept.
  if (servingsOnly && !(servingsOnly[1]?.toLowerCase() === 'makes' && !servingsOnly[2])) return null;
  return text.slice(0, RECIPE_LIMITS.yield).trim();
}
