import type { CountUnit } from '../../../../kernel/ingredients/units.js';

/** Nutrients per 100 g of the food as bought/used (raw or dry unless the name says otherwise). */
export interface Nutrients {
  calories: number; // kcal
  protein: number; // g
  carbs: number; // g (carbohydrate by difference)
  fat: number; // g
  fiber: number; // g
}

export interface Food {
  id: string;
  /** Names the food is recognised by, matched as whole words; the longest one found in a line wins. */
  aliases: readonly string[];
  per100g: Nutrients;
  /** Density for volume units: grams in one US cup (240 ml) of the food as usually measured. */
  gramsPerCup?: number;
  /** A liquid without a tabled density is measured at water density (1 g/ml). */
  liquid?: boolean;
  /** Weights of one item for count units; `piece` is a bare count ("2 eggs"), medium when sized. */
  gramsPer?: Partial<Record<CountUnit, number>>;
  /** Weights of one small/medium/large item, where they differ from `gramsPer.piece`. */
  sizes?: { small: number; medium: number; large: number };
  /** Share of the weight that is eaten (a whole chicken is weighed with its bones). */
  edibleShare?: number;
  /**
   * Share of a canned weight left after draining (the label weight includes the liquid), applied
   * to a weight on a line that says "drained"; `gramsPer.can` is already the drained weight.
   */
  drainedShare?: number;
  /**
   * Water, salt, pepper, dried spices and other seasonings: matched, but counted as contributing
   * nothing (a teaspoon of ground spice is a few kcal). A line that lists only seasonings matches
   * even without an amount ("salt and pepper to taste").
   */
  seasoning?: boolean;
}

type Row = [calories: number, protein: number, carbs: number, fat: number, fiber: number];
type Extra = Omit<Food, 'id' | 'aliases' | 'per100g'>;

function food(id: string, aliases: string[], [calories, protein, carbs, fat, fiber]: Row, extra: Extra = {}): Food {
  return { id, aliases: [id, ...aliases], per100g: { calories, protein, carbs, fat, fiber }, ...extra };
}

const ZERO: Row = [0, 0, 0, 0, 0];

function seasoning(id: string, aliases: string[], gramsPerCup: number, extra: Extra = {}): Food {
  return food(id, aliases, ZERO, { gramsPerCup, seasoning: true, ...extra });
}

/**
 * Reference values per 100 g, after USDA FoodData Central SR Legacy (rounded; the generic entry
 * stands for its usual form, e.g. "rice" is raw white long-grain rice, "lentils" are dry).
 * Cup and piece weights are the common household measures of the same source where it has one.
 */
export const NUTRIENT_TABLE: readonly Food[] = [
  // Flours, starches, sugars, baking
  food(
    'all-purpose flour',
    ['flour', 'plain flour', 'white flour', 'wheat flour', 'self-raising flour', 'self-rising flour', 'cake flour', 'pastry flour'],
    [364, 10.3, 76.3, 1.0, 2.7],
    { gramsPerCup: 125 },
  ),
  food('bread flour', ['strong flour', 'strong white flour'], [361, 12.0, 72.5, 1.7, 2.4], { gramsPerCup: 137 }),
  food('whole wheat flour', ['wholemeal flour', 'whole-wheat flour', 'wholewheat flour'], [340, 13.2, 72.0, 2.5, 10.7], { gramsPerCup: 120 }),
  food('cornstarch', ['corn starch', 'cornflour', 'corn flour'], [381, 0.3, 91.3, 0.1, 0.9], { gramsPerCup: 128 }),
  food('cornmeal', ['polenta'], [370, 8.1, 76.9, 3.6, 7.3], { gramsPerCup: 157 }),
  food('sugar', ['granulated sugar', 'white sugar', 'caster sugar', 'castor sugar', 'superfine sugar'], [387, 0, 100, 0, 0], { gramsPerCup: 200 }),
  food('brown sugar', ['light brown sugar', 'dark brown sugar', 'muscovado sugar', 'demerara sugar'], [380, 0.1, 98.1, 0, 0], { gramsPerCup: 220 }),
  food('powdered sugar', ['icing sugar', 'confectioners sugar', 'confectioner sugar'], [389, 0, 99.8, 0, 0], { gramsPerCup: 120 }),
  food('honey', [], [304, 0.3, 82.4, 0, 0.2], { gramsPerCup: 340, liquid: true }),
  food('maple syrup', [], [260, 0, 67.0, 0.1, 0], { gramsPerCup: 315, liquid: true }),
  food('baking powder', [], [53, 0, 27.7, 0, 0.2], { gramsPerCup: 220 }),
  seasoning('baking soda', ['bicarbonate of soda', 'bicarb soda', 'sodium bicarbonate'], 220),
  food('vanilla extract', ['vanilla', 'vanilla essence'], [288, 0.1, 12.7, 0.1, 0], { gramsPerCup: 208, liquid: true }),
  food('active dry yeast', ['yeast', 'dry yeast', 'instant yeast'], [325, 40.4, 41.2, 7.6, 26.9], { gramsPerCup: 192 }),
  food('cocoa powder', ['cocoa', 'unsweetened cocoa', 'cacao powder'], [228, 19.6, 57.9, 13.7, 37.0], { gramsPerCup: 86 }),
  food('dark chocolate', ['bittersweet chocolate', 'chocolate 70'], [598, 7.8, 45.9, 42.6, 10.9], { gramsPerCup: 170 }),
  food(
    'chocolate chips',
    ['chocolate', 'semisweet chocolate', 'semi-sweet chocolate', 'chocolate chip', 'milk chocolate'],
    [480, 4.2, 63.9, 30.0, 5.9],
    { gramsPerCup: 168 },
  ),

  // Fats and oils
  food('butter', ['salted butter', 'unsalted butter'], [717, 0.9, 0.1, 81.1, 0], { gramsPerCup: 227, gramsPer: { stick: 113, slice: 10 } }),
  food('olive oil', ['extra virgin olive oil', 'extra-virgin olive oil'], [884, 0, 0, 100, 0], { gramsPerCup: 216, liquid: true }),
  food(
    'vegetable oil',
    ['oil', 'canola oil', 'rapeseed oil', 'sunflower oil', 'neutral oil', 'cooking oil', 'corn oil', 'peanut oil', 'groundnut oil'],
    [884, 0, 0, 100, 0],
    { gramsPerCup: 218, liquid: true },
  ),
  food('coconut oil', [], [892, 0, 0, 99.1, 0], { gramsPerCup: 218, liquid: true }),
  food('sesame oil', ['toasted sesame oil'], [884, 0, 0, 100, 0], { gramsPerCup: 218, liquid: true }),
  food('mayonnaise', ['mayo'], [680, 1.0, 0.6, 74.9, 0], { gramsPerCup: 220 }),

  // Eggs and dairy
  food('egg', ['whole egg', 'eggs'], [143, 12.6, 0.7, 9.5, 0], {
    gramsPerCup: 243,
    gramsPer: { piece: 50 },
    sizes: { small: 38, medium: 44, large: 50 },
  }),
  food('egg white', [], [52, 10.9, 0.7, 0.2, 0], { gramsPerCup: 243, gramsPer: { piece: 33 } }),
  food('egg yolk', [], [322, 15.9, 3.6, 26.5, 0], { gramsPerCup: 243, gramsPer: { piece: 17 } }),
  food('milk', ['whole milk', 'full-fat milk', 'full fat milk'], [61, 3.2, 4.8, 3.3, 0], { gramsPerCup: 244, liquid: true }),
  food('skim milk', ['skimmed milk', 'nonfat milk', 'fat-free milk', 'semi-skimmed milk', 'low-fat milk', '2% milk'], [34, 3.4, 5.0, 0.1, 0], {
    gramsPerCup: 245,
    liquid: true,
  }),
  food('buttermilk', [], [40, 3.3, 4.8, 0.9, 0], { gramsPerCup: 245, liquid: true }),
  food('heavy cream', ['whipping cream', 'heavy whipping cream', 'double cream', 'cream', 'thickened cream'], [340, 2.8, 2.8, 36.1, 0], {
    gramsPerCup: 238,
    liquid: true,
  }),
  food('single cream', ['light cream', 'half and half', 'half-and-half'], [131, 3.0, 4.3, 11.5, 0], { gramsPerCup: 242, liquid: true }),
  food('sour cream', ['soured cream', 'creme fraiche'], [198, 2.4, 4.6, 19.4, 0], { gramsPerCup: 230 }),
  food('plain yogurt', ['yogurt', 'yoghurt', 'natural yogurt', 'natural yoghurt', 'plain yoghurt', 'whole milk yogurt'], [61, 3.5, 4.7, 3.3, 0], {
    gramsPerCup: 245,
  }),
  food('greek yogurt', ['greek yoghurt', 'strained yogurt'], [59, 10.2, 3.6, 0.4, 0], { gramsPerCup: 227 }),
  food('cheddar', ['cheddar cheese', 'shredded cheese', 'grated cheese', 'colby', 'monterey jack'], [403, 24.9, 1.3, 33.1, 0], {
    gramsPerCup: 113,
    gramsPer: { slice: 28 },
  }),
  food(
    'parmesan',
    ['parmesan cheese', 'parmigiano reggiano', 'parmigiano', 'grana padano', 'pecorino', 'pecorino romano'],
    [392, 35.8, 3.2, 25.8, 0],
    { gramsPerCup: 100 },
  ),
  food('mozzarella', ['mozzarella cheese'], [300, 22.2, 2.2, 22.4, 0], { gramsPerCup: 112, gramsPer: { slice: 28 } }),
  food('feta', ['feta cheese'], [264, 14.2, 4.1, 21.3, 0], { gramsPerCup: 150 }),
  food('cream cheese', ['soft cheese', 'philadelphia'], [342, 5.9, 4.1, 34.2, 0], { gramsPerCup: 232 }),
  food('ricotta', ['ricotta cheese'], [174, 11.3, 3.0, 13.0, 0], { gramsPerCup: 246 }),

  // Meat and poultry (raw)
  food(
    'chicken breast',
    ['chicken breasts', 'chicken breast fillet', 'chicken fillet', 'chicken tenderloin', 'chicken tender'],
    [120, 22.5, 0, 2.6, 0],
    { gramsPer: { piece: 174, fillet: 174 } },
  ),
  food('chicken thigh', ['chicken thighs', 'chicken thigh fillet', 'chicken leg meat'], [121, 19.7, 0, 4.1, 0], {
    gramsPer: { piece: 110, fillet: 110 },
  }),
  // Whole chicken: meat and skin values, applied to the edible share of the bought weight (SR refuse 32%).
  food('whole chicken', ['chicken'], [215, 18.6, 0, 15.1, 0], { gramsPer: { piece: 1500 }, edibleShare: 0.68 }),
  food('cooked chicken', ['shredded chicken', 'rotisserie chicken', 'roast chicken', 'leftover chicken'], [190, 28.9, 0, 7.4, 0], {
    gramsPerCup: 140,
  }),
  food('ground turkey', ['turkey mince', 'minced turkey'], [148, 19.7, 0, 7.7, 0]),
  food('turkey breast', ['turkey'], [114, 23.7, 0.1, 1.5, 0]),
  food('ground beef', ['beef mince', 'minced beef', 'mince', 'hamburger meat'], [254, 17.2, 0, 20.0, 0], { gramsPerCup: 225 }),
  food('lean ground beef', ['lean beef mince', 'extra lean ground beef', 'lean mince'], [176, 20.0, 0, 10.0, 0], { gramsPerCup: 225 }),
  food(
    'beef steak',
    [
      'steak',
      'sirloin',
      'sirloin steak',
      'beef sirloin',
      'rump steak',
      'flank steak',
      'skirt steak',
      'beef',
      'stewing beef',
      'beef chuck',
      'chuck roast',
      'ribeye',
      'rib eye',
    ],
    [201, 20.3, 0, 12.7, 0],
    { gramsPer: { piece: 225 } },
  ),
  food('pork', ['pork loin', 'pork chop', 'pork chops', 'pork shoulder', 'ground pork', 'pork mince', 'minced pork'], [198, 19.7, 0, 12.6, 0], {
    gramsPer: { piece: 180 },
  }),
  food('pork tenderloin', ['pork fillet'], [120, 21.0, 0, 3.5, 0]),
  food('bacon', ['streaky bacon', 'bacon rashers', 'bacon rasher', 'pancetta', 'lardons'], [417, 12.6, 1.3, 39.7, 0], {
    gramsPer: { slice: 28, piece: 28 },
  }),
  food('ham', ['cooked ham', 'deli ham'], [145, 21.0, 1.5, 5.5, 0], { gramsPer: { slice: 28 } }),
  food('sausage', ['sausages', 'pork sausage', 'italian sausage', 'breakfast sausage', 'chorizo'], [268, 14.5, 0.6, 23.4, 0], {
    gramsPer: { piece: 75 },
  }),
  food('lamb', ['ground lamb', 'lamb mince', 'minced lamb', 'lamb shoulder', 'lamb leg', 'leg of lamb'], [282, 16.6, 0, 23.4, 0]),

  // Fish and seafood (raw unless canned)
  food('salmon', ['salmon fillet', 'salmon fillets', 'atlantic salmon'], [208, 20.4, 0, 13.4, 0], { gramsPer: { piece: 170, fillet: 170 } }),
  food('tuna', ['canned tuna', 'tinned tuna', 'tuna in water'], [116, 25.5, 0, 0.8, 0], { gramsPer: { can: 142 } }),
  food('cod', ['cod fillet', 'white fish', 'haddock', 'pollock'], [82, 17.8, 0, 0.7, 0], { gramsPer: { piece: 170, fillet: 170 } }),
  food('shrimp', ['prawns', 'prawn', 'shrimps'], [85, 20.1, 0, 0.5, 0], { gramsPerCup: 145 }),

  // Grains, pasta, bread (dry unless cooked)
  food(
    'rice',
    ['white rice', 'long grain rice', 'basmati rice', 'jasmine rice', 'arborio rice', 'risotto rice', 'long-grain rice'],
    [365, 7.1, 80.0, 0.7, 1.3],
    { gramsPerCup: 185 },
  ),
  food('brown rice', [], [370, 7.9, 77.2, 2.9, 3.5], { gramsPerCup: 185 }),
  food('cooked rice', ['cooked white rice', 'leftover rice', 'steamed rice'], [130, 2.7, 28.2, 0.3, 0.4], { gramsPerCup: 158 }),
  food(
    'pasta',
    [
      'spaghetti',
      'penne',
      'macaroni',
      'fusilli',
      'linguine',
      'fettuccine',
      'rigatoni',
      'farfalle',
      'lasagna sheets',
      'lasagne sheets',
      'lasagna noodles',
      'orzo',
      'dried pasta',
    ],
    [371, 13.0, 74.7, 1.5, 3.2],
    { gramsPerCup: 105 },
  ),
  food('egg noodles', ['noodles'], [384, 14.2, 71.3, 4.4, 3.3], { gramsPerCup: 38 }),
  food('rice noodles', ['rice vermicelli', 'vermicelli', 'glass noodles'], [364, 6.0, 80.2, 0.6, 1.6], { gramsPerCup: 88 }),
  food('rolled oats', ['oats', 'oatmeal', 'porridge oats', 'old-fashioned oats', 'quick oats'], [379, 13.2, 67.7, 6.5, 10.1], { gramsPerCup: 81 }),
  food('quinoa', [], [368, 14.1, 64.2, 6.1, 7.0], { gramsPerCup: 170 }),
  food('couscous', [], [376, 12.8, 77.4, 0.6, 5.0], { gramsPerCup: 173 }),
  food('bread', ['white bread', 'sandwich bread', 'bread slices'], [266, 7.6, 50.6, 3.3, 2.4], { gramsPer: { slice: 30, piece: 30 } }),
  food('whole wheat bread', ['wholemeal bread', 'whole grain bread', 'wholegrain bread'], [252, 12.5, 42.7, 3.5, 6.0], {
    gramsPer: { slice: 32, piece: 32 },
  }),
  food('breadcrumbs', ['bread crumbs', 'panko', 'panko breadcrumbs'], [395, 13.4, 72.0, 5.3, 4.5], { gramsPerCup: 108 }),
  food('flour tortilla', ['tortilla', 'tortillas', 'wrap', 'wraps', 'flour tortillas'], [306, 8.2, 50.0, 8.0, 3.5], { gramsPer: { piece: 45 } }),
  food('corn tortilla', ['corn tortillas'], [218, 5.7, 44.6, 2.9, 6.3], { gramsPer: { piece: 26 } }),

  // Legumes
  food('chickpeas', ['garbanzo beans', 'garbanzos', 'canned chickpeas'], [164, 8.9, 27.4, 2.6, 7.6], {
    gramsPerCup: 164,
    drainedShare: 0.6,
    gramsPer: { can: 240 },
  }),
  food('dried chickpeas', ['dry chickpeas'], [378, 20.5, 63.0, 6.0, 12.2], { gramsPerCup: 200 }),
  food('lentils', ['red lentils', 'green lentils', 'brown lentils', 'puy lentils', 'dried lentils', 'dry lentils'], [352, 24.6, 63.4, 1.1, 10.7], {
    gramsPerCup: 192,
  }),
  food('cooked lentils', ['canned lentils'], [116, 9.0, 20.1, 0.4, 7.9], { gramsPerCup: 198, drainedShare: 0.6, gramsPer: { can: 240 } }),
  food('black beans', ['canned black beans'], [132, 8.9, 23.7, 0.5, 8.7], { gramsPerCup: 172, drainedShare: 0.6, gramsPer: { can: 240 } }),
  food(
    'kidney beans',
    ['red kidney beans', 'canned kidney beans', 'pinto beans', 'cannellini beans', 'white beans', 'navy beans'],
    [127, 8.7, 22.8, 0.5, 6.4],
    { gramsPerCup: 177, drainedShare: 0.6, gramsPer: { can: 240 } },
  ),
  food('tofu', ['firm tofu', 'extra firm tofu', 'extra-firm tofu'], [145, 15.8, 4.3, 8.7, 2.3], { gramsPerCup: 252 }),

  // Vegetables (raw)
  food(
    'onion',
    ['onions', 'yellow onion', 'brown onion', 'white onion', 'red onion', 'spanish onion', 'shallot', 'shallots'],
    [40, 1.1, 9.3, 0.1, 1.7],
    { gramsPerCup: 160, gramsPer: { piece: 110 }, sizes: { small: 70, medium: 110, large: 150 } },
  ),
  food('green onion', ['scallion', 'scallions', 'spring onion', 'spring onions', 'green onions'], [32, 1.8, 7.3, 0.2, 2.6], {
    gramsPerCup: 100,
    gramsPer: { piece: 15, stalk: 15, bunch: 100 },
  }),
  food('garlic', ['garlic clove', 'garlic cloves'], [149, 6.4, 33.1, 0.5, 2.1], { gramsPerCup: 136, gramsPer: { clove: 3, piece: 3, head: 40 } }),
  food(
    'tomato',
    ['tomatoes', 'fresh tomato', 'plum tomato', 'roma tomato', 'cherry tomatoes', 'cherry tomato', 'grape tomatoes'],
    [18, 0.9, 3.9, 0.2, 1.2],
    { gramsPerCup: 180, gramsPer: { piece: 123, slice: 20 }, sizes: { small: 91, medium: 123, large: 182 } },
  ),
  // Canned tomatoes: SR "canned, crushed" values.
  food(
    'canned tomatoes',
    [
      'tinned tomatoes',
      'crushed tomatoes',
      'diced tomatoes',
      'chopped tomatoes',
      'whole peeled tomatoes',
      'peeled tomatoes',
      'plum tomatoes in juice',
      'passata',
      'tomato puree',
    ],
    [32, 1.6, 7.3, 0.3, 1.9],
    { gramsPerCup: 242, liquid: true, gramsPer: { can: 400 } },
  ),
  food('tomato paste', ['tomato concentrate'], [82, 4.3, 18.9, 0.5, 4.1], { gramsPerCup: 262 }),
  food('tomato sauce', ['marinara', 'marinara sauce', 'pasta sauce'], [24, 1.2, 5.3, 0.3, 1.5], {
    gramsPerCup: 245,
    liquid: true,
    gramsPer: { can: 425 },
  }),
  food('potato', ['potatoes', 'russet potato', 'yukon gold potato', 'baking potato', 'new potatoes', 'new potato'], [77, 2.1, 17.5, 0.1, 2.1], {
    gramsPerCup: 150,
    gramsPer: { piece: 213 },
    sizes: { small: 170, medium: 213, large: 369 },
  }),
  food('sweet potato', ['sweet potatoes', 'yam', 'yams'], [86, 1.6, 20.1, 0.1, 3.0], {
    gramsPerCup: 133,
    gramsPer: { piece: 130 },
    sizes: { small: 60, medium: 130, large: 180 },
  }),
  food('carrot', ['carrots'], [41, 0.9, 9.6, 0.2, 2.8], { gramsPerCup: 128, gramsPer: { piece: 61 }, sizes: { small: 50, medium: 61, large: 72 } }),
  food('celery', ['celery stalk', 'celery stick', 'celery rib'], [16, 0.7, 3.0, 0.2, 1.6], {
    gramsPerCup: 101,
    gramsPer: { piece: 40, stalk: 40, stick: 40 },
  }),
  food(
    'bell pepper',
    ['red bell pepper', 'red pepper', 'yellow pepper', 'orange pepper', 'capsicum', 'sweet pepper', 'bell peppers'],
    [31, 1.0, 6.0, 0.3, 2.1],
    { gramsPerCup: 149, gramsPer: { piece: 119 }, sizes: { small: 74, medium: 119, large: 164 } },
  ),
  food('green bell pepper', ['green pepper', 'green capsicum'], [20, 0.9, 4.6, 0.2, 1.7], {
    gramsPerCup: 149,
    gramsPer: { piece: 119 },
    sizes: { small: 74, medium: 119, large: 164 },
  }),
  food(
    'jalapeno',
    ['jalapeno pepper', 'chili pepper', 'chilli pepper', 'green chili', 'red chili', 'chili', 'chilli', 'fresh chili'],
    [29, 0.9, 6.5, 0.4, 2.8],
    { gramsPerCup: 90, gramsPer: { piece: 14 } },
  ),
  food('spinach', ['baby spinach', 'spinach leaves'], [23, 2.9, 3.6, 0.4, 2.2], { gramsPerCup: 30, gramsPer: { bunch: 340, handful: 30 } }),
  food('broccoli', ['broccoli florets'], [34, 2.8, 6.6, 0.4, 2.6], { gramsPerCup: 91, gramsPer: { head: 300, piece: 300 } }),
  food('cauliflower', ['cauliflower florets'], [25, 1.9, 5.0, 0.3, 2.0], { gramsPerCup: 107, gramsPer: { head: 588, piece: 588 } }),
  food(
    'mushrooms',
    ['mushroom', 'button mushrooms', 'white mushrooms', 'cremini mushrooms', 'chestnut mushrooms', 'baby bella mushrooms'],
    [22, 3.1, 3.3, 0.3, 1.0],
    { gramsPerCup: 70, gramsPer: { piece: 18 } },
  ),
  food('zucchini', ['courgette', 'courgettes', 'zucchinis'], [17, 1.2, 3.1, 0.3, 1.0], {
    gramsPerCup: 124,
    gramsPer: { piece: 196 },
    sizes: { small: 118, medium: 196, large: 323 },
  }),
  food('eggplant', ['aubergine', 'aubergines', 'eggplants'], [25, 1.0, 5.9, 0.2, 3.0], { gramsPerCup: 82, gramsPer: { piece: 458 } }),
  food('cucumber', ['cucumbers'], [15, 0.7, 3.6, 0.1, 0.5], { gramsPerCup: 104, gramsPer: { piece: 301 } }),
  food(
    'lettuce',
    ['romaine', 'romaine lettuce', 'iceberg lettuce', 'salad leaves', 'mixed greens', 'salad greens', 'cos lettuce'],
    [17, 1.2, 3.3, 0.3, 2.1],
    { gramsPerCup: 47, gramsPer: { head: 626, handful: 20 } },
  ),
  food('cabbage', ['green cabbage', 'white cabbage', 'red cabbage', 'napa cabbage', 'savoy cabbage'], [25, 1.3, 5.8, 0.1, 2.5], {
    gramsPerCup: 89,
    gramsPer: { head: 908, piece: 908 },
  }),
  food('kale', ['cavolo nero', 'lacinato kale', 'curly kale'], [35, 2.9, 4.4, 1.5, 4.1], { gramsPerCup: 21, gramsPer: { bunch: 200, handful: 20 } }),
  food('peas', ['green peas', 'frozen peas', 'garden peas', 'petits pois'], [81, 5.4, 14.5, 0.4, 5.7], { gramsPerCup: 145 }),
  food('corn', ['sweetcorn', 'sweet corn', 'corn kernels', 'frozen corn', 'corn on the cob'], [86, 3.3, 18.7, 1.4, 2.0], {
    gramsPerCup: 154,
    drainedShare: 0.6,
    gramsPer: { piece: 102, can: 250 },
  }),
  food('green beans', ['string beans', 'french beans', 'haricots verts'], [31, 1.8, 7.0, 0.2, 2.7], { gramsPerCup: 100 }),
  food('ginger', ['fresh ginger', 'ginger root', 'root ginger'], [80, 1.8, 17.8, 0.8, 2.0], { gramsPerCup: 96 }),
  // Fresh leafy herbs share parsley's values (basil, coriander, dill are within a few kcal; amounts are small).
  food(
    'fresh herbs',
    [
      'parsley',
      'fresh parsley',
      'flat-leaf parsley',
      'italian parsley',
      'cilantro',
      'coriander leaves',
      'fresh coriander',
      'basil',
      'fresh basil',
      'basil leaves',
      'mint',
      'mint leaves',
      'dill',
      'fresh dill',
      'chives',
    ],
    [36, 3.0, 6.3, 0.8, 3.3],
    { gramsPerCup: 60, gramsPer: { bunch: 60, handful: 15, sprig: 1 } },
  ),

  // Fruit (raw)
  food('lemon', ['lemons'], [29, 1.1, 9.3, 0.3, 2.8], { gramsPerCup: 212, gramsPer: { piece: 58 } }),
  food('lemon juice', ['fresh lemon juice'], [22, 0.4, 6.9, 0.2, 0.3], { gramsPerCup: 244, liquid: true, gramsPer: { piece: 48 } }),
  food('lime', ['limes'], [30, 0.7, 10.5, 0.2, 2.8], { gramsPer: { piece: 67 } }),
  food('lime juice', ['fresh lime juice'], [25, 0.4, 8.4, 0.1, 0.4], { gramsPerCup: 242, liquid: true, gramsPer: { piece: 44 } }),
  food('apple', ['apples', 'granny smith apple', 'green apple'], [52, 0.3, 13.8, 0.2, 2.4], {
    gramsPerCup: 125,
    gramsPer: { piece: 182 },
    sizes: { small: 149, medium: 182, large: 223 },
  }),
  food('banana', ['bananas', 'ripe banana', 'ripe bananas'], [89, 1.1, 22.8, 0.3, 2.6], {
    gramsPerCup: 150,
    gramsPer: { piece: 118 },
    sizes: { small: 101, medium: 118, large: 136 },
  }),
  food('strawberries', ['strawberry'], [32, 0.7, 7.7, 0.3, 2.0], { gramsPerCup: 152, gramsPer: { piece: 12 } }),
  food('blueberries', ['blueberry'], [57, 0.7, 14.5, 0.3, 2.4], { gramsPerCup: 148 }),
  food('raspberries', ['raspberry'], [52, 1.2, 11.9, 0.7, 6.5], { gramsPerCup: 123 }),
  food('orange', ['oranges'], [47, 0.9, 11.8, 0.1, 2.4], { gramsPerCup: 180, gramsPer: { piece: 131 } }),
  food('orange juice', [], [45, 0.7, 10.4, 0.2, 0.2], { gramsPerCup: 248, liquid: true }),
  food('avocado', ['avocados', 'hass avocado'], [160, 2.0, 8.5, 14.7, 6.7], { gramsPerCup: 150, gramsPer: { piece: 150 } }),
  food('ice cream', ['vanilla ice cream'], [207, 3.5, 23.6, 11.0, 0.7], { gramsPerCup: 132 }),
  food('raisins', ['sultanas'], [299, 3.1, 79.2, 0.5, 3.7], { gramsPerCup: 145 }),

  // Nuts and seeds
  food('almonds', ['almond', 'flaked almonds', 'sliced almonds', 'slivered almonds'], [579, 21.2, 21.6, 49.9, 12.5], {
    gramsPerCup: 143,
    gramsPer: { handful: 28 },
  }),
  food('almond flour', ['ground almonds', 'almond meal'], [571, 21.4, 21.4, 50.0, 10.7], { gramsPerCup: 112 }),
  food('walnuts', ['walnut', 'pecans', 'pecan'], [654, 15.2, 13.7, 65.2, 6.7], { gramsPerCup: 117, gramsPer: { handful: 28 } }),
  food('cashews', ['cashew', 'cashew nuts'], [553, 18.2, 30.2, 43.9, 3.3], { gramsPerCup: 137, gramsPer: { handful: 28 } }),
  food('peanuts', ['peanut'], [567, 25.8, 16.1, 49.2, 8.5], { gramsPerCup: 146, gramsPer: { handful: 28 } }),
  food('peanut butter', ['smooth peanut butter', 'crunchy peanut butter'], [588, 25.1, 19.6, 50.4, 6.0], { gramsPerCup: 258 }),
  food('sesame seeds', ['sesame', 'sesame seed'], [573, 17.7, 23.5, 49.7, 11.8], { gramsPerCup: 144 }),
  food('tahini', ['sesame paste'], [595, 17.0, 21.2, 53.8, 9.3], { gramsPerCup: 240 }),

  // Condiments, sauces, liquids
  food('soy sauce', ['soya sauce', 'light soy sauce', 'dark soy sauce', 'tamari', 'shoyu'], [53, 8.1, 4.9, 0.6, 0.8], {
    gramsPerCup: 255,
    liquid: true,
  }),
  food('chicken broth', ['chicken stock', 'broth', 'stock', 'beef broth', 'beef stock', 'bone broth'], [16, 2.2, 0.4, 0.5, 0], {
    gramsPerCup: 240,
    liquid: true,
  }),
  food('vegetable broth', ['vegetable stock', 'veggie stock', 'veggie broth'], [5, 0.2, 0.9, 0.1, 0], { gramsPerCup: 240, liquid: true }),
  food('coconut milk', ['canned coconut milk', 'coconut cream'], [197, 2.0, 2.8, 21.3, 0], {
    gramsPerCup: 226,
    liquid: true,
    gramsPer: { can: 400 },
  }),
  food(
    'vinegar',
    ['white vinegar', 'distilled vinegar', 'rice vinegar', 'white wine vinegar', 'red wine vinegar', 'apple cider vinegar', 'cider vinegar'],
    [18, 0, 0.04, 0, 0],
    { gramsPerCup: 238, liquid: true },
  ),
  food('balsamic vinegar', ['balsamic'], [88, 0.5, 17.0, 0, 0], { gramsPerCup: 255, liquid: true }),
  food('mustard', ['dijon mustard', 'dijon', 'yellow mustard', 'wholegrain mustard', 'whole grain mustard'], [60, 3.7, 5.8, 3.3, 4.0], {
    gramsPerCup: 240,
  }),
  food('ketchup', ['tomato ketchup', 'catsup'], [101, 1.0, 27.4, 0.1, 0.3], { gramsPerCup: 272 }),
  food('fish sauce', [], [35, 5.1, 3.6, 0, 0], { gramsPerCup: 288, liquid: true }),
  food('white wine', ['dry white wine', 'wine', 'red wine'], [82, 0.1, 2.6, 0, 0], { gramsPerCup: 235, liquid: true }),

  // Zero-contribution seasonings (see `Food.seasoning`)
  seasoning('water', ['cold water', 'warm water', 'hot water', 'boiling water', 'ice water', 'ice'], 240, { liquid: true }),
  seasoning('salt', ['sea salt', 'kosher salt', 'table salt', 'flaky salt', 'salt flakes'], 288),
  seasoning(
    'black pepper',
    ['pepper', 'ground pepper', 'ground black pepper', 'white pepper', 'peppercorns', 'freshly ground pepper', 'freshly ground black pepper'],
    110,
  ),
  seasoning('citrus zest', ['lemon zest', 'lime zest', 'orange zest', 'zest'], 96, { gramsPer: { piece: 2 } }),
  seasoning(
    'ground spice',
    [
      'cinnamon',
      'ground cinnamon',
      'cumin',
      'ground cumin',
      'cumin seeds',
      'paprika',
      'smoked paprika',
      'chili powder',
      'chilli powder',
      'cayenne',
      'cayenne pepper',
      'red pepper flakes',
      'chili flakes',
      'chilli flakes',
      'crushed red pepper',
      'turmeric',
      'ground turmeric',
      'ground coriander',
      'coriander seeds',
      'garam masala',
      'curry powder',
      'nutmeg',
      'ground nutmeg',
      'ground ginger',
      'ginger powder',
      'garlic powder',
      'onion powder',
      'allspice',
      'cloves',
      'ground cloves',
      'cardamom',
      'mixed spice',
      'italian seasoning',
      'herbes de provence',
      'dried oregano',
      'oregano',
      'dried thyme',
      'thyme',
      'fresh thyme',
      'dried basil',
      'dried parsley',
      'rosemary',
      'fresh rosemary',
      'dried rosemary',
      'bay leaf',
      'bay leaves',
      'sage',
      'dried sage',
      'mustard seeds',
      'fennel seeds',
      'five spice',
      'chinese five spice',
      'saffron',
      'vanilla bean',
    ],
    100,
    { gramsPer: { sprig: 1, piece: 1 } },
  ),
];
