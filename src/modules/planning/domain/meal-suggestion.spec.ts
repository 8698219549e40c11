import { checkSuggestionRange } from './meal-plan.js';
import { clashesWithDiet, openSlots, pickOffline, type SuggestionCandidate, suitsMeal, taggedForDiet } from './meal-suggestion.js';

let nextId = 1;
function recipe(name: string, overrides: Partial<SuggestionCandidate> = {}): SuggestionCandidate {
  return { id: nextId++, name, category: 'Dinner', tags: [], isFavorite: false, ingredients: [], ...overrides };
}

const week = openSlots('2026-11-23', '2026-11-29', ['Dinner'], []);

describe('openSlots', () => {
  it('lists the empty (date, meal) slots by date, then in the day’s order whatever order the meals were asked in', () => {
    const slots = openSlots(
      '2026-11-23',
      '2026-11-24',
      ['Dinner', 'Breakfast'],
      [
        { date: '2026-11-23', meal: 'Dinner' },
        { date: '2026-11-22', meal: 'Breakfast' },
      ],
    );
    expect(slots).toEqual([
      { date: '2026-11-23', meal: 'Breakfast' },
      { date: '2026-11-24', meal: 'Breakfast' },
      { date: '2026-11-24', meal: 'Dinner' },
    ]);
    expect(week).toHaveLength(7);
  });
});

describe('checkSuggestionRange', () => {
  it('takes at most 14 days, on top of the plan’s range rules', () => {
    expect(checkSuggestionRange('2026-11-23', '2026-12-06')).toEqual({ from: '2026-11-23', to: '2026-12-06' });
    expect(() => checkSuggestionRange('2026-11-23', '2026-12-07')).toThrow('A suggestion covers at most 14 days');
    expect(() => checkSuggestionRange('2026-11-23', '2026-11-22')).toThrow('to must not be before from');
    expect(() => checkSuggestionRange('2026-11-23', '2027-11-22')).toThrow('A range spans at most 62 days');
  });
});

describe('suitsMeal', () => {
  it('puts breakfasts at breakfast, desserts and snacks at snack time, mains at lunch and dinner', () => {
    expect(suitsMeal('Breakfast', 'Breakfast')).toBe(true);
    expect(suitsMeal('main dish', 'Dinner')).toBe(true);
    expect(suitsMeal('Main', 'Lunch')).toBe(true);
    expect(suitsMeal('Dessert', 'Snack')).toBe(true);
    expect(suitsMeal('Dessert', 'Dinner')).toBe(false);
    expect(suitsMeal('Side Dish', 'Dinner')).toBe(false);
    expect(suitsMeal('Drink', 'Breakfast')).toBe(false);
  });
});

describe('clashesWithDiet', () => {
  it('keeps meat and fish from a vegetarian, by name, tag, category or ingredient, as whole words', () => {
    expect(clashesWithDiet(recipe('Chicken Curry'), ['vegetarian'])).toBe(true);
    expect(clashesWithDiet(recipe('Curry', { ingredients: ['2 salmon fillets'] }), ['vegetarian'])).toBe(true);
    expect(clashesWithDiet(recipe('Curry', { tags: ['beef'] }), ['vegetarian'])).toBe(true);
    expect(clashesWithDiet(recipe('Grill', { category: 'Seafood' }), ['vegetarian'])).toBe(true);
    expect(clashesWithDiet(recipe('Eggplant Parmesan', { ingredients: ['1 eggplant', 'butternut squash'] }), ['vegetarian'])).toBe(false);
    expect(clashesWithDiet(recipe('Chicken Curry'), [])).toBe(false);
  });

  it('lets the cook’s own tag and plant-based words win', () => {
    expect(clashesWithDiet(recipe('Sausage Rolls', { tags: ['Vegetarian'] }), ['vegetarian'])).toBe(false);
    expect(clashesWithDiet(recipe('Bangers', { ingredients: ['4 vegan sausages'] }), ['vegetarian'])).toBe(false);
    expect(clashesWithDiet(recipe('Chili', { ingredients: ['400 g meat-free mince'] }), ['vegetarian'])).toBe(false);
  });

  it('knows the animal products of a vegan, dairy, gluten, nuts, pork and shellfish', () => {
    expect(clashesWithDiet(recipe('Omelette', { ingredients: ['3 eggs'] }), ['vegan'])).toBe(true);
    expect(clashesWithDiet(recipe('Curry', { ingredients: ['1 can coconut milk', '2 tbsp peanut butter'] }), ['vegan', 'dairy-free'])).toBe(false);
    expect(clashesWithDiet(recipe('Mac and Cheese'), ['dairy-free'])).toBe(true);
    expect(clashesWithDiet(recipe('Lasagna'), ['gluten-free'])).toBe(true);
    expect(clashesWithDiet(recipe('Pad Thai', { ingredients: ['200 g rice noodles'] }), ['gluten-free'])).toBe(false);
    expect(clashesWithDiet(recipe('Pesto', { ingredients: ['50 g pine nuts'] }), ['nut-free'])).toBe(true);
    expect(clashesWithDiet(recipe('Cake', { ingredients: ['1 tsp nutmeg', '1 coconut'] }), ['nut-free'])).toBe(false);
    expect(clashesWithDiet(recipe('Carbonara', { ingredients: ['150 g pancetta'] }), ['halal'])).toBe(true);
    expect(clashesWithDiet(recipe('Paella', { ingredients: ['200 g prawns'] }), ['kosher'])).toBe(true);
    expect(clashesWithDiet(recipe('Paella', { ingredients: ['200 g prawns'] }), ['pescatarian', 'keto', 'low-carb'])).toBe(false);
  });

  it('prefers, among the others, recipes tagged with a restriction', () => {
    expect(taggedForDiet(recipe('Bread', { tags: ['Gluten Free'] }), ['gluten-free'])).toBe(true);
    expect(taggedForDiet(recipe('Bread', { tags: ['quick'] }), ['gluten-free'])).toBe(false);
  });
});

describe('pickOffline', () => {
  it('fills a week of dinners favourites first, then in the candidates’ order, without repeats', () => {
    const [recent, older, favourite] = [recipe('Recent'), recipe('Older'), recipe('Favourite', { isFavorite: true })];
    const picks = pickOffline({ slots: week.slice(0, 3), candidates: [favourite, recent, older], restrictions: [] });
    expect(picks).toEqual([
      { date: '2026-11-23', meal: 'Dinner', recipeId: favourite.id },
      { date: '2026-11-24', meal: 'Dinner', recipeId: recent.id },
      { date: '2026-11-25', meal: 'Dinner', recipeId: older.id },
    ]);
  });

  it('repeats only when there are fewer recipes than slots, each as rarely as it can', () => {
    const [a, b] = [recipe('A'), recipe('B')];
    const picks = pickOffline({ slots: week.slice(0, 5), candidates: [a, b], restrictions: [] });
    expect(picks.map((pick) => pick.recipeId)).toEqual([a.id, b.id, a.id, b.id, a.id]);
  });

  it('fits recipes to the meal while it can, and uses the others rather than repeating', () => {
    const pancakes = recipe('Pancakes', { category: 'Breakfast', isFavorite: true });
    const cake = recipe('Cake', { category: 'Dessert', isFavorite: true });
    const stew = recipe('Stew', { category: 'Main Dish' });
    const slots = openSlots('2026-11-23', '2026-11-23', ['Breakfast', 'Dinner', 'Snack'], []);
    expect(pickOffline({ slots, candidates: [pancakes, cake, stew], restrictions: [] }).map((pick) => pick.recipeId)).toEqual([
      pancakes.id,
      stew.id,
      cake.id,
    ]);
    const twoDinners = openSlots('2026-11-23', '2026-11-24', ['Dinner'], []);
    expect(pickOffline({ slots: twoDinners, candidates: [cake, stew], restrictions: [] }).map((pick) => pick.recipeId)).toEqual([stew.id, cake.id]);
  });

  it('leaves out recipes that clash with the restrictions, even when slots stay empty', () => {
    const chicken = recipe('Chicken Pie', { isFavorite: true });
    const dal = recipe('Dal', { tags: ['vegan'] });
    const picks = pickOffline({ slots: week.slice(0, 2), candidates: [chicken, dal], restrictions: ['vegetarian'] });
    expect(picks).toEqual([
      { date: '2026-11-23', meal: 'Dinner', recipeId: dal.id },
      { date: '2026-11-24', meal: 'Dinner', recipeId: dal.id },
    ]);
    expect(pickOffline({ slots: week, candidates: [chicken], restrictions: ['vegetarian'] })).toEqual([]);
  });

  it('prefers a recipe tagged for the cook’s diet among equals, after favourites', () => {
    const [plain, tagged, favourite] = [recipe('Rice Bowl'), recipe('Polenta', { tags: ['gluten-free'] }), recipe('Risotto', { isFavorite: true })];
    const picks = pickOffline({ slots: week.slice(0, 3), candidates: [favourite, plain, tagged], restrictions: ['gluten-free'] });
    expect(picks.map((pick) => pick.recipeId)).toEqual([favourite.id, tagged.id, plain.id]);
  });

  it('chooses recipes planned in the week before, or already in the range, last', () => {
    const [a, b, c] = [recipe('A', { isFavorite: true }), recipe('B'), recipe('C')];
    const picks = pickOffline({ slots: week.slice(0, 2), candidates: [a, b, c], restrictions: [], plannedBefore: [a.id], plannedInRange: [b.id] });
    expect(picks.map((pick) => pick.recipeId)).toEqual([c.id, a.id]);
  });

  it('keeps the slots already chosen and fills the others around them', () => {
    const [a, b, c] = [recipe('A', { isFavorite: true }), recipe('B'), recipe('C')];
    const chosen = [{ date: '2026-11-24', meal: 'Dinner' as const, recipeId: a.id }];
    const picks = pickOffline({ slots: week.slice(0, 3), candidates: [a, b, c], restrictions: [], chosen });
    expect(picks.map((pick) => pick.recipeId)).toEqual([b.id, a.id, c.id]);
  });

  it('is deterministic', () => {
    const candidates = Array.from({ length: 20 }, (_, index) =>
      recipe(`R${index}`, { isFavorite: index % 3 === 0, category: index % 2 ? 'Dinner' : 'Lunch' }),
    );
    const slots = openSlots('2026-11-23', '2026-12-06', ['Lunch', 'Dinner'], []);
    const first = pickOffline({ slots, candidates, restrictions: [] });
    expect(pickOffline({ slots, candidates, restrictions: [] })).toEqual(first);
    expect(new Set(first.slice(0, 20).map((pick) => pick.recipeId)).size).toBe(20);
  });
});
