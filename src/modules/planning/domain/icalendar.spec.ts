import { mealPlanCalendar } from './icalendar.js';
import type { MealPlanEntry } from './meal-plan.js';

const context = {
  baseUrl: 'https://savor.example',
  recipePath: (recipe: { id: number }) => `/recipes/r/${recipe.id}`,
  now: new Date('2026-11-27T10:20:30.456Z'),
};

const entry = (overrides: Partial<MealPlanEntry>): MealPlanEntry => ({
  id: 1,
  date: '2026-12-31',
  meal: 'Dinner',
  recipeId: null,
  note: 'Leftovers',
  servings: null,
  recipe: null,
  ...overrides,
});

describe('the meal plan as iCalendar', () => {
  it('writes one all-day event per entry, ending the next day, with CRLF line ends', () => {
    const text = mealPlanCalendar([entry({})], context);
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
    expect(text).toContain('UID:meal-plan-entry-1@savor.example');
    expect(text).toContain('DTSTAMP:20261127T102030Z');
    expect(text).toContain('SUMMARY:Dinner: Leftovers');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('links a recipe and says its servings; escapes commas, semicolons, backslashes and line breaks', () => {
    const recipe = { id: 7, name: 'Fish, chips; peas \\ more\nand', imageUrl: null, cookTime: 30, prepTime: null, totalTime: null, servings: 4 };
    const text = mealPlanCalendar([entry({ recipeId: 7, note: null, servings: 2, recipe })], context);
    expect(text).toContain('SUMMARY:Dinner: Fish\\, chips\\; peas \\\\ more\\nand');
    expect(text).toContain('DESCRIPTION:2 servings\\nhttps://savor.example/recipes/r/7');
    expect(text).toContain('URL:https://savor.example/recipes/r/7');
  });

  it('folds lines at 75 octets without splitting a character, and unfolds to the same text', () => {
    const note = 'Crème brûlée '.repeat(12).trim();
    const text = mealPlanCalendar([entry({ note })], context);
    const lines = text.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text.replace(/\r\n /g, '')).toContain(`SUMMARY:Dinner: ${note}`);
  });
});
