import { wordsOf } from '../../../kernel/inventory/words.js';
import { type CalendarDate, datesBetween, type Meal, MEALS } from './meal-plan.js';

/**
 * 'Plan my week': the empty slots of a range, which of the cook's recipes may fill them, and the free
 * offline pick. Plain rules, no I/O; the Savorus suggestion uses the same slots and candidates, and the
 * offline pick fills whatever the provider left empty.
 */

/** One of the cook's recipes, as a suggestion weighs it (the first tags and ingredient lines only). */
export interface SuggestionCandidate {
  id: number;
  name: string;
  category: string;
  tags: string[];
  isFavorite: boolean;
  ingredients: string[];
}

export interface PlanSlot {
  date: CalendarDate;
  meal: Meal;
}

export interface SlotChoice extends PlanSlot {
  recipeId: number;
}

const slotKey = (slot: { date: string; meal: string }) => `${slot.date} ${slot.meal}`;

/** The (date, meal) slots from `from` to `to` for `meals` that hold no entry yet, by date, then in the day's order. */
export function openSlots(
  from: CalendarDate,
  to: CalendarDate,
  meals: readonly Meal[],
  planned: readonly { date: string; meal: string }[],
): PlanSlot[] {
  const taken = new Set(planned.map(slotKey));
  const wanted = MEALS.filter((meal) => meals.includes(meal));
  return datesBetween(from, to).flatMap((date) => wanted.filter((meal) => !taken.has(slotKey({ date, meal }))).map((meal) => ({ date, meal })));
}

/**
 * The categories that suit each meal (lower case; DECISIONS.md's creation-form list and the older
 * values Main, Beverage …). Side dishes and drinks suit none: they fill a slot only when nothing that
 * suits it is left.
 */
const MEAL_CATEGORIES: Record<Meal, readonly string[]> = {
  Breakfast: ['breakfast', 'brunch'],
  Lunch: ['lunch', 'dinner', 'main dish', 'main', 'main course', 'entree', 'soup', 'salad'],
  Dinner: ['dinner', 'lunch', 'main dish', 'main', 'main course', 'entree', 'soup', 'salad'],
  Snack: ['snack', 'dessert', 'appetizer'],
};

export function suitsMeal(category: string, meal: Meal): boolean {
  return MEAL_CATEGORIES[meal].includes(category.trim().toLowerCase().replace(/\s+/g, ' '));
}

/**
 * A restriction's rule: a recipe clashes when its name, category, a tag or an ingredient line names one
 * of `names` (as whole words, in any number: 'chicken thighs' names chicken, 'eggplant' does not name
 * egg), except right after one of `unlessAfter` ('coconut milk', 'gluten-free pasta', 'vegan sausage') or
 * right before 'free' ('meat-free'), and none of its tags is one of `trustedTags` (the cook's own word
 * wins: a recipe tagged 'vegetarian' is vegetarian).
 */
interface DietRule {
  names: string;
  unlessAfter?: string;
  trustedTags: string[];
}

const MEAT = `chicken, beef, pork, lamb, mutton, turkey, veal, duck, goose, venison, rabbit, bacon, sausage, ham, steak, mince,
  minced meat, ground meat, chorizo, prosciutto, pancetta, salami, pepperoni, meat, meatball, lard, gelatin, gelatine, bone broth`;
const FISH = `fish, seafood, salmon, tuna, cod, haddock, trout, halibut, tilapia, mackerel, sardine, anchovy, shrimp, prawn, crab,
  lobster, mussel, clam, oyster, scallop, squid, calamari, octopus, fish sauce`;
const ANIMAL_PRODUCTS = `egg, milk, buttermilk, butter, cheese, cheddar, parmesan, mozzarella, feta, ricotta, mascarpone, cream,
  sour cream, yogurt, yoghurt, ghee, honey, mayonnaise, custard`;
const DAIRY = `milk, buttermilk, butter, cheese, cheddar, parmesan, mozzarella, feta, ricotta, mascarpone, cream, sour cream,
  yogurt, yoghurt, ghee, custard, creme fraiche, whey`;
const GLUTEN = `wheat, flour, bread, breadcrumb, bread crumb, panko, pasta, spaghetti, penne, macaroni, fusilli, lasagna,
  lasagne, noodle, couscous, bulgur, barley, rye, semolina, seitan, tortilla, pita, naan, bagel, croissant, brioche, pastry, pie crust,
  cracker, biscuit, cookie, cake`;
const NUTS = 'nut, peanut, almond, walnut, pecan, cashew, pistachio, hazelnut, macadamia, pine nut, praline, marzipan, nutella';
const PORK = 'pork, bacon, ham, lard, prosciutto, pancetta, chorizo, salami, pepperoni, gelatin, gelatine';
const SHELLFISH = 'shrimp, prawn, crab, lobster, mussel, clam, oyster, scallop, squid, calamari, octopus';
const ALCOHOL = 'wine, beer, rum, brandy, vodka, whisky, whiskey, liqueur, mirin';
const PLANT_BASED = 'vegan, vegetarian, veggie, meatless, plant based, free';

/**
 * The restrictions with a rule (DECISIONS.md's ids). The others (low-carb, keto, paleo, unknown ids)
 * only prefer recipes tagged with them. Deliberately simple word lists: they catch 'Chicken Curry' for a
 * vegetarian, not every hidden ingredient.
 */
const DIET_RULES: Record<string, DietRule> = {
  vegetarian: { names: `${MEAT}, ${FISH}`, unlessAfter: PLANT_BASED, trustedTags: ['vegetarian', 'vegan'] },
  vegan: {
    names: `${MEAT}, ${FISH}, ${ANIMAL_PRODUCTS}`,
    unlessAfter: `${PLANT_BASED}, coconut, almond, oat, soy, rice, cashew, peanut`,
    trustedTags: ['vegan'],
  },
  pescatarian: { names: MEAT, unlessAfter: PLANT_BASED, trustedTags: ['pescatarian', 'vegetarian', 'vegan'] },
  'dairy-free': {
    names: DAIRY,
    unlessAfter: 'coconut, almond, oat, soy, rice, cashew, peanut, vegan, free, plant based',
    trustedTags: ['dairy-free', 'vegan'],
  },
  'gluten-free': { names: GLUTEN, unlessAfter: 'free, rice, corn, almond, coconut, buckwheat, chickpea', trustedTags: ['gluten-free'] },
  'nut-free': { names: NUTS, unlessAfter: 'free', trustedTags: ['nut-free'] },
  halal: { names: `${PORK}, ${ALCOHOL}`, unlessAfter: 'halal', trustedTags: ['halal'] },
  kosher: { names: `${PORK}, ${SHELLFISH}`, unlessAfter: 'kosher', trustedTags: ['kosher'] },
};

const phrases = (list: string) =>
  list
    .split(',')
    .map((phrase) => wordsOf(phrase))
    .filter((words) => words.length > 0);

const COMPILED = Object.fromEntries(
  Object.entries(DIET_RULES).map(([id, rule]) => [
    id,
    { names: phrases(rule.names), unlessAfter: phrases(rule.unlessAfter ?? ''), trusted: rule.trustedTags },
  ]),
);

/** 'Gluten Free', 'gluten_free' and 'gluten-free' are one tag. */
const tagId = (tag: string) =>
  tag
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** Whether `words` ends with the words of `phrase`. */
function endsWith(words: readonly string[], phrase: readonly string[]): boolean {
  return phrase.length <= words.length && phrase.every((word, i) => words[words.length - phrase.length + i] === word);
}

/** Whether `text` names one of the rule's words, other than right after one of its exceptions or right before 'free'. */
function names(text: string, rule: (typeof COMPILED)[string]): boolean {
  const words = wordsOf(text);
  return rule.names.some((phrase) => {
    for (let end = phrase.length; end <= words.length; end += 1) {
      if (!endsWith(words.slice(0, end), phrase)) continue;
      const before = words.slice(0, end - phrase.length);
      if (words[end] === 'free' || rule.unlessAfter.some((exception) => endsWith(before, exception))) continue;
      return true;
    }
    return false;
  });
}

/** Whether the recipe clashes with one of the cook's restrictions (see DIET_RULES). */
export function clashesWithDiet(
  recipe: Pick<SuggestionCandidate, 'name' | 'category' | 'tags' | 'ingredients'>,
  restrictions: readonly string[],
): boolean {
  const tags = new Set(recipe.tags.map(tagId));
  return restrictions.some((restriction) => {
    const rule = COMPILED[tagId(restriction)];
    if (!rule || rule.trusted.some((tag) => tags.has(tag))) return false;
    return [recipe.name, recipe.category, ...recipe.tags, ...recipe.ingredients].some((text) => names(text, rule));
  });
}

/** Whether one of the recipe's tags names one of the cook's restrictions ('gluten-free' for a gluten-free cook). */
export function taggedForDiet(recipe: Pick<SuggestionCandidate, 'tags'>, restrictions: readonly string[]): boolean {
  const wanted = new Set(restrictions.map(tagId));
  return recipe.tags.some((tag) => wanted.has(tagId(tag)));
}

export interface OfflinePickInput<C extends SuggestionCandidate> {
  slots: readonly PlanSlot[];
  /** The cook's recipes, favourites first, then the most recently updated (the order ties fall back on). */
  candidates: readonly C[];
  restrictions: readonly string[];
  /** Recipes planned in the 7 days before the range: chosen only when nothing else is left. */
  plannedBefore?: Iterable<number>;
  /** Recipes already planned in the range's other slots: they count as used. */
  plannedInRange?: Iterable<number>;
  /** Slots already chosen (by Savorus): kept, and their recipes count as used. */
  chosen?: readonly SlotChoice[];
}

/**
 * The free offline suggestion, deterministic: recipes that clash with the cook's restrictions are left
 * out; then each empty slot, in order, takes the first candidate by
 *   1. used least in the range (no repeats while unused recipes remain),
 *   2. suiting the meal (suitsMeal), when such a candidate is left,
 *   3. not planned in the 7 days before,
 *   4. a favourite,
 *   5. tagged with one of the cook's restrictions,
 *   6. the candidates' own order (the most recently updated first).
 * Slots in `chosen` keep their recipe. Nothing to choose from: only the chosen slots come back.
 */
export function pickOffline<C extends SuggestionCandidate>(input: OfflinePickInput<C>): SlotChoice[] {
  const pool = input.candidates.filter((recipe) => !clashesWithDiet(recipe, input.restrictions));
  const chosen = new Map((input.chosen ?? []).map((choice) => [slotKey(choice), choice]));
  const uses = new Map<number, number>();
  const use = (id: number) => uses.set(id, (uses.get(id) ?? 0) + 1);
  for (const id of input.plannedInRange ?? []) use(id);
  for (const choice of chosen.values()) use(choice.recipeId);
  const before = new Set(input.plannedBefore ?? []);
  const tagged = new Set(pool.filter((recipe) => taggedForDiet(recipe, input.restrictions)).map((recipe) => recipe.id));

  const picks: SlotChoice[] = [];
  for (const slot of input.slots) {
    const kept = chosen.get(slotKey(slot));
    if (kept) {
      picks.push({ date: slot.date, meal: slot.meal, recipeId: kept.recipeId });
      continue;
    }
    let best: { recipe: C; rank: number[] } | undefined;
    pool.forEach((recipe, index) => {
      const rank = [
        uses.get(recipe.id) ?? 0,
        suitsMeal(recipe.category, slot.meal) ? 0 : 1,
        before.has(recipe.id) ? 1 : 0,
        recipe.isFavorite ? 0 : 1,
        tagged.has(recipe.id) ? 0 : 1,
        index,
      ];
      if (!best || isBefore(rank, best.rank)) best = { recipe, rank };
    });
    if (!best) continue;
    use(best.recipe.id);
    picks.push({ date: slot.date, meal: slot.meal, recipeId: best.recipe.id });
  }
  return picks;
}

function isBefore(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}
