/** The meals a plan's slots name (the planning module's MEALS, in the day's order). */
export const MEAL_PLAN_MEALS = ['Breakfast', 'Lunch', 'Dinner', 'Snack'] as const;

/** One of the cook's recipes, as the provider sees it: nothing the choice does not need. */
export interface MealPlanCandidate {
  id: number;
  name: string;
  category: string;
  tags: string[];
  isFavorite: boolean;
}

/** An empty (date, meal) of the plan to fill. */
export interface MealSlot {
  date: string;
  meal: string;
}

export interface MealPlanRequest {
  slots: MealSlot[];
  candidates: MealPlanCandidate[];
  /** The cook's dietary restriction ids (vegetarian, gluten-free …). */
  restrictions: string[];
  /** Recipes planned in the week before or already in the range: chosen last. */
  recentlyPlanned: number[];
}

export interface MealPlanChoice {
  date: string;
  meal: string;
  recipeId: number;
}

const slotKey = (slot: MealSlot) => `${slot.date} ${slot.meal}`;
/** A recipe name or tag as the prompt carries it: one line, bounded. */
const oneLine = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/**
 * What the provider is asked, as JSON (so that a recipe's name cannot pass for an instruction): the
 * slots, the restrictions, the recently planned ids and the candidates.
 */
export function mealPlanPrompt(request: MealPlanRequest): string {
  return JSON.stringify({
    slots: request.slots.map((slot) => ({ date: slot.date, meal: slot.meal })),
    dietaryRestrictions: request.restrictions,
    recentlyPlanned: request.recentlyPlanned,
    recipes: request.candidates.map((recipe) => ({
      id: recipe.id,
      name: oneLine(recipe.name, 120),
      category: oneLine(recipe.category, 50),
      tags: recipe.tags.slice(0, 8).map((tag) => oneLine(tag, 40)),
      favorite: recipe.isFavorite,
    })),
  });
}

/**
 * The provider's entries that can be trusted, in the order of the slots asked for: each names a slot
 * that was asked for (the first entry for a slot wins) and one of the candidates; a recipe is used once
 * unless there are fewer candidates than slots. Anything else is dropped; a missing or malformed
 * `entries` leaves nothing.
 */
export function validMealPlanChoices(answer: Record<string, unknown>, request: MealPlanRequest): MealPlanChoice[] {
  const entries = answer.entries;
  if (!Array.isArray(entries)) return [];
  const asked = new Map(request.slots.map((slot, index) => [slotKey(slot), index]));
  const candidates = new Set(request.candidates.map((recipe) => recipe.id));
  const repeatsAllowed = request.candidates.length < request.slots.length;
  const filled = new Map<string, MealPlanChoice>();
  const used = new Set<number>();
  for (const entry of entries as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { date, meal, recipeId } = entry as Record<string, unknown>;
    if (typeof date !== 'string' || typeof meal !== 'string' || typeof recipeId !== 'number' || !Number.isSafeInteger(recipeId)) continue;
    const key = slotKey({ date, meal });
    if (!asked.has(key) || filled.has(key) || !candidates.has(recipeId)) continue;
    if (used.has(recipeId) && !repeatsAllowed) continue;
    filled.set(key, { date, meal, recipeId });
    used.add(recipeId);
  }
  return [...filled.entries()].sort(([a], [b]) => asked.get(a)! - asked.get(b)!).map(([, choice]) => choice);
}
