import type { ShoppingCategory } from './inventory-rules.js';
import { endOfPhrase, wordsOf } from './words.js';

/** Keywords of each category, matched as whole words in any number ('onions' finds 'onion'). */
const KEYWORDS: Record<Exclude<ShoppingCategory, 'Other'>, string> = {
  Produce: `
    onion, shallot, garlic, garlic clove, ginger, tomato, potato, sweet potato, carrot, celery, lettuce, spinach, kale,
    arugula, rocket, cabbage, broccoli, cauliflower, zucchini, courgette, cucumber, eggplant, aubergine, mushroom,
    bell pepper, red pepper, green pepper, yellow pepper, jalapeno, jalapeño, chili, chile, avocado, lemon, lime, orange,
    apple, banana, berry, strawberry, blueberry, raspberry, grape, mango, pineapple, peach, pear, cherry, parsley, cilantro,
    basil, mint, dill, thyme, rosemary, sage, chive, scallion, spring onion, green onion, leek, corn, pea, green bean,
    asparagus, beet, beetroot, radish, squash, pumpkin, fruit, vegetable, herb, salad, lemon juice, lime juice, lemon zest,
    lime zest, orange zest
  `,
  Meat: `
    chicken, beef, pork, lamb, turkey, veal, duck, bacon, sausage, ham, steak, mince, chorizo, prosciutto, pancetta, salami,
    meat, fish, salmon, tuna, cod, shrimp, prawn, anchovy, crab, lobster, mussel, clam, scallop
  `,
  Dairy: `
    milk, buttermilk, butter, cheese, cheddar, parmesan, mozzarella, feta, ricotta, mascarpone, cream, sour cream,
    cream cheese, yogurt, yoghurt, egg, ghee, creme fraiche
  `,
  Grains: `
    rice, pasta, spaghetti, penne, macaroni, fusilli, lasagna, noodle, flour, oat, oatmeal, quinoa, couscous, barley, bulgur,
    cornmeal, polenta, breadcrumb, bread crumb, panko, cereal, lentil, grain, cornstarch, cornflour, starch
  `,
  Bakery: 'bread, baguette, bun, roll, tortilla, pita, naan, bagel, croissant, brioche, pie crust, puff pastry, pastry',
  'Canned Goods': 'broth, stock, bean, black bean, kidney bean, chickpea, tomato paste, tomato puree, coconut milk, coconut cream',
  'Frozen Foods': 'ice cream, sorbet',
  Snacks: `
    chip, crisp, cracker, pretzel, popcorn, chocolate, chocolate chip, cookie, biscuit, nut, almond, walnut, pecan, peanut,
    cashew, pistachio, hazelnut, raisin
  `,
  Beverages: 'water, sparkling water, wine, beer, juice, coffee, tea, soda, cider, lemonade',
  Condiments: `
    oil, vinegar, sauce, soy sauce, ketchup, mustard, mayonnaise, mayo, honey, syrup, maple syrup, jam, salsa, pesto,
    dressing, relish, sriracha, tahini, peanut butter, miso, olive
  `,
  Spices: `
    salt, pepper, black pepper, peppercorn, cumin, paprika, cinnamon, nutmeg, turmeric, oregano, chili powder, chili flake,
    red pepper flake, cayenne, clove, ground ginger, powder, seasoning, spice, allspice, cardamom, coriander, saffron,
    garam masala, curry, bay leaf, bay leave, vanilla, baking soda, baking powder, yeast
  `,
};

const PHRASES = Object.entries(KEYWORDS).flatMap(([category, keywords]) =>
  keywords
    .split(',')
    .map((keyword) => ({ words: wordsOf(keyword), category: category as ShoppingCategory }))
    .filter((phrase) => phrase.words.length > 0),
);

/**
 * A category for a shopping-list name, from the keyword table; Other when nothing matches. The match that
 * ends last wins, since an English name ends on what the thing is ('chicken broth' is a broth, 'garlic
 * powder' a spice), and of two ending at the same word the longer ('bell pepper' before 'pepper'). The
 * whole ingredient line may tell more than the name: 'frozen' or a can outside the parentheses.
 */
export function guessCategory(name: string, line = name): ShoppingCategory {
  const lineWords = wordsOf(line.replace(/\([^)]*\)/g, ' '));
  if (lineWords.includes('frozen')) return 'Frozen Foods';
  if (lineWords.some((word) => ['can', 'canned', 'tin', 'tinned'].includes(word))) return 'Canned Goods';
  const words = wordsOf(name);
  let best: { end: number; length: number; category: ShoppingCategory } | undefined;
  for (const phrase of PHRASES) {
    const end = endOfPhrase(words, phrase.words);
    if (end < 0) continue;
    if (!best || end > best.end || (end === best.end && phrase.words.length > best.length)) {
      best = { end, length: phrase.words.length, category: phrase.category };
    }
  }
  return best?.category ?? 'Other';
}
