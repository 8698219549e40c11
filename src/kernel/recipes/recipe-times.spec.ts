import { printedYield, recipeTotalTime, timesFromPrinted } from './recipe-times.js';

describe('recipeTotalTime', () => {
  it('is the total when the recipe gives one, else preparation plus cooking', () => {
    expect(recipeTotalTime({ prepTime: 10, cookTime: 25, totalTime: 60 })).toBe(60);
    expect(recipeTotalTime({ prepTime: 10, cookTime: 25, totalTime: null })).toBe(35);
    expect(recipeTotalTime({ prepTime: null, cookTime: 25, totalTime: null })).toBe(25);
    expect(recipeTotalTime({ cookTime: 25 })).toBe(25);
  });
});

describe('timesFromPrinted', () => {
  it('keeps what is printed and takes the cooking from the total only when the cooking is missing', () => {
    expect(timesFromPrinted({ prep: 10, cook: 25, total: 40 })).toEqual({ prepTime: 10, cookTime: 25, totalTime: 40 });
    expect(timesFromPrinted({ prep: 15, total: 60 })).toEqual({ prepTime: 15, cookTime: 45, totalTime: 60 });
    expect(timesFromPrinted({ total: 60 })).toEqual({ prepTime: null, cookTime: 60, totalTime: 60 });
    expect(timesFromPrinted({ prep: 30, total: 20 })).toEqual({ prepTime: 30, cookTime: 20, totalTime: 20 });
    expect(timesFromPrinted({ prep: 10 })).toEqual({ prepTime: null, cookTime: 10, totalTime: null });
    expect(timesFromPrinted({})).toEqual({ prepTime: null, cookTime: null, totalTime: null });
  });

  it('drops times a recipe cannot hold: zero, negative, beyond the limit, not a number', () => {
    expect(timesFromPrinted({ prep: 0, cook: 200_000, total: Number.NaN })).toEqual({ prepTime: null, cookTime: null, totalTime: null });
  });
});

describe('printedYield', () => {
  it.each([
    ['Makes 12 cookies', 'Makes 12 cookies'],
    ['2 loaves', '2 loaves'],
    ['Yield: 2 loaves', '2 loaves'],
    ['Yields  one 9-inch pie.', 'one 9-inch pie'],
    ['Makes 12', 'Makes 12'],
    ['12 muffins', '12 muffins'],
  ])('keeps %p as %p', (printed, kept) => {
    expect(printedYield(printed)).toBe(kept);
  });

  it.each([
    '4',
    '4 servings',
    'Serves 4-6',
    'Serves 4 as a main course',
    'Yield: 6 servings',
    'Makes 4 portions',
    'Feeds 10',
    '6 people',
    '',
    '  ',
    null,
  ])('drops %p: the servings say it', (printed) => {
    expect(printedYield(printed)).toBeNull();
  });

  it('holds at most 100 characters', () => {
    expect(printedYield(`Makes ${'a'.repeat(200)}`)).toHaveLength(100);
  });
});
