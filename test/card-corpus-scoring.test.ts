// The accuracy bench's own rules (bench/cards): how a card's fields are scored.
import type { CardRecipe } from '../bench/cards/recipes.js';
import { listIsRight, matchLines, normaliseText, scoreCard, summarise } from '../bench/cards/score.js';

const recipe: CardRecipe = {
  name: 'Grandma’s Meatloaf',
  family: 'typewriter',
  meta: ['Serves 6'],
  groups: [{ title: 'For the loaf', items: ['2 lb ground beef', '1½ cups breadcrumbs', '2 eggs'] }],
  steps: ['Heat the oven to 350°F.', 'Mix everything and bake for 1 hour.'],
  truth: { servings: 6, time: 70, yield: null },
};

describe('normaliseText', () => {
  it('ignores case, accents, punctuation and quote styles, and writes out unicode fractions', () => {
    expect(normaliseText('1½ cups flour')).toBe('1 1/2 cups flour');
    expect(normaliseText('1 ½ cups flour')).toBe(normaliseText('1 1/2 cups flour'));
    expect(normaliseText('½ tsp')).toBe('1/2 tsp');
    expect(normaliseText('Gruyère, grated.')).toBe('gruyere grated');
    expect(normaliseText('Grandma’s  Meatloaf')).toBe(normaliseText("GRANDMA'S MEATLOAF"));
    expect(normaliseText('Heat to 200°C. Then stir.')).toBe('heat to 200 c then stir');
  });

  it('keeps what changes the meaning: digits, decimal points, fractions', () => {
    expect(normaliseText('1.5 litres')).not.toBe(normaliseText('15 litres'));
    expect(normaliseText('1/2 tsp')).not.toBe(normaliseText('12 tsp'));
    expect(normaliseText('| onion')).not.toBe(normaliseText('1 onion'));
  });
});

describe('matchLines and listIsRight', () => {
  it('matches each printed line once, in any order, and tells the lines read that match none', () => {
    expect(matchLines(['2 eggs', '1 onion', '2 eggs'], ['1 Onion.', '2 eggs', 'For the sauce'])).toEqual({
      matched: 2,
      missed: ['2 eggs'],
      extra: ['For the sauce'],
    });
  });

  it('wants at least 90% of the lines and at most 10% extra', () => {
    expect(listIsRight(10, 9, 1)).toBe(true);
    expect(listIsRight(10, 8, 0)).toBe(false);
    expect(listIsRight(10, 10, 2)).toBe(false);
    expect(listIsRight(8, 7, 0)).toBe(false);
  });
});

describe('scoreCard', () => {
  it('scores the fields a card prints, and not the ones it does not', () => {
    const score = scoreCard(recipe, {
      name: "GRANDMA'S MEATLOAF",
      servings: 6,
      time: 60,
      yield: 'Serves 6',
      ingredients: ['2 lb ground beef', '1 1/2 cups breadcrumbs', '2 eggs'],
      instructions: ['Heat the oven to 350°F', 'Mix everything and bake for 1 hour.'],
    });
    expect(score.fields).toEqual({ name: true, servings: true, time: false, ingredients: true, steps: true });
    expect(score.lines).toEqual({ matched: 5, printed: 5 });
    expect(score.misses).toEqual(['time: expected 70, read 60']);
  });

  it('counts a file that was not read as every field wrong', () => {
    expect(scoreCard(recipe, null).fields).toEqual({ name: false, servings: false, time: false, ingredients: false, steps: false });
  });

  it('sums the fields by family and degradation', () => {
    const card = (degradation: 'plain' | 'tilted', right: boolean) => ({
      id: degradation,
      family: recipe.family,
      degradation,
      seconds: 2,
      score: { fields: { name: right, time: true }, lines: { matched: 1, printed: 2 }, misses: [] },
    });
    const summary = summarise([card('plain', true), card('tilted', false)]);
    expect(summary.table.typewriter).toEqual({ plain: { right: 2, fields: 2 }, tilted: { right: 1, fields: 2 }, all: { right: 3, fields: 4 } });
    expect(summary.byField.all.name).toEqual({ right: 1, fields: 2 });
    expect(summary.seconds.all).toBe(2);
  });
});
