import { isSeasoningOnly, matchFood, normaliseFoodName } from './food-matcher.js';
import { NUTRIENT_TABLE } from './nutrient-table.js';

describe('matchFood', () => {
  it.each([
    ['peanut butter', 'peanut butter'],
    ['smooth peanut butter', 'peanut butter'],
    ['unsalted butter', 'butter'],
    ['melted butter', 'butter'],
    ['sweet potatoes', 'sweet potato'],
    ['potatoes', 'potato'],
    ['coconut milk', 'coconut milk'],
    ['whole milk', 'milk'],
    ['brown sugar', 'brown sugar'],
    ['caster sugar', 'sugar'],
    ['scallions', 'green onion'],
    ['green onion', 'green onion'],
    ['plain flour', 'all-purpose flour'],
    ['all purpose flour', 'all-purpose flour'],
    ['extra-virgin olive oil', 'olive oil'],
    ['boneless, skinless chicken breasts', 'chicken breast'],
    ['chicken broth', 'chicken broth'],
    ['red bell pepper', 'bell pepper'],
    ['ground black pepper', 'black pepper'],
    ['red pepper flakes', 'ground spice'],
    ['cream cheese', 'cream cheese'],
    ['sour cream', 'sour cream'],
    ['heavy cream', 'heavy cream'],
    ['crushed tomatoes', 'canned tomatoes'],
    ['ripe tomatoes', 'tomato'],
    ['egg noodles', 'egg noodles'],
    ['large eggs', 'egg'],
    ['eggplant', 'eggplant'],
    ['dried red lentils', 'lentils'],
    ['jalapeño', 'jalapeno'],
    ["confectioners' sugar", 'powdered sugar'],
    ['garlic', 'garlic'],
    ['garlic powder', 'ground spice'],
  ])('matches "%s" to %s', (name, id) => {
    expect(matchFood(name)?.id).toBe(id);
  });

  it('does not match unknown names or parts of words', () => {
    expect(matchFood('unobtainium')).toBeNull();
    expect(matchFood('buttery spread')).toBeNull();
    expect(matchFood('')).toBeNull();
  });

  it('normalises case, accents, punctuation and plurals', () => {
    expect(normaliseFoodName('Jalapeños, Diced')).toBe('jalapeno diced');
    expect(normaliseFoodName('Cherry Tomatoes')).toBe('cherry tomato');
    expect(normaliseFoodName('Couscous')).toBe('couscous');
  });

  it('knows seasoning-only names', () => {
    expect(isSeasoningOnly('salt and pepper')).toBe(true);
    expect(isSeasoningOnly('salt & freshly ground black pepper')).toBe(true);
    expect(isSeasoningOnly('salt and olive oil')).toBe(false);
    expect(isSeasoningOnly('fresh basil')).toBe(false);
  });
});

describe('NUTRIENT_TABLE', () => {
  it('holds about 120 foods with plausible values', () => {
    expect(NUTRIENT_TABLE.length).toBeGreaterThanOrEqual(110);
    // A typo check: energy between 50% and 110% of the general 4/4/9 kcal-per-gram estimate (SR uses
    // food-specific factors, lower for vegetables, fruit and cocoa). Exceptions: alcohol in vanilla
    // extract and wine, sugars in balsamic, and baking powder, whose "carbohydrate by difference" is
    // mostly mineral salts.
    const notAtwater = new Set(['vanilla extract', 'white wine', 'balsamic vinegar', 'baking powder']);
    const offenders: string[] = [];
    for (const food of NUTRIENT_TABLE) {
      const { calories, protein, carbs, fat, fiber } = food.per100g;
      if (protein + carbs + fat > 100.5 || fiber > carbs + 0.01) offenders.push(`${food.id}: composition`);
      if (calories > 20 && !notAtwater.has(food.id)) {
        const atwater = 4 * protein + 4 * carbs + 9 * fat;
        if (calories < 0.5 * atwater || calories > 1.1 * atwater) offenders.push(`${food.id}: ${calories} kcal vs ${atwater.toFixed(0)}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('gives every alias to one food only', () => {
    const seen = new Map<string, string>();
    for (const food of NUTRIENT_TABLE) {
      for (const alias of food.aliases) {
        const key = normaliseFoodName(alias);
        const owner = seen.get(key);
        if (owner && owner !== food.id) throw new Error(`alias "${alias}" is used by ${owner} and ${food.id}`);
        seen.set(key, food.id);
      }
    }
  });
});
