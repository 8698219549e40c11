/**
 * Categories of the creation form guessed from a recipe's name, only when the words are clear. Savoury
 * words veto the sweet and drink guesses: "Crab Cakes", "Chicken Pie" and "Lemon Tea Chicken" stay
 * undecided (Main Dish by default).
 */
const SAVOURY =
  /\b(?:chicken|beef|pork|lamb|turkey|duck|fish|crab|salmon|tuna|cod|prawns?|shrimp|bacon|ham|sausages?|potato(?:es)?|tomato(?:es)?|onions?|mushrooms?|spinach|leeks?|cheddar|feta|parmesan|chorizo|lentils?|beans?|curry|quiche|shepherd|cottage|pasty|pasties|pot pie|savou?ry)\b/i;

const GUESSES: [RegExp, string, { sweet?: boolean }][] = [
  [
    /\b(?:cakes?|cupcakes?|cheesecakes?|cookies?|brownies?|blondies?|tarts?|pies?|puddings?|ice cream|sorbet|mousse|crumble|cobbler|fudge|truffles|macarons?|meringues?|pavlova|tiramisu|panna cotta|custard|trifle|doughnuts?|donuts?|shortbread|biscotti|dessert|cr[eè]me br[uû]l[eé]e|sundae|eclairs?|profiteroles)\b/i,
    'Dessert',
    { sweet: true },
  ],
  [
    /\b(?:pancakes?|waffles?|french toast|granola|porridge|oatmeal|overnight oats|omelett?es?|scrambled eggs|eggs benedict|breakfast|brunch|muesli|crepes?)\b/i,
    'Breakfast',
    {},
  ],
  [
    /\b(?:smoothies?|lemonade|cocktails?|mocktails?|punch|latte|milkshakes?|sangria|margaritas?|spritz|lassi|cordial|hot chocolate|iced tea|eggnog)\b/i,
    'Drink',
    { sweet: true },
  ],
  [
    /\b(?:dips?|hummus|houmous|bruschetta|crostini|canap[eé]s?|guacamole|spring rolls|deviled eggs|devilled eggs|starters?|appeti[sz]ers?|nachos|tapenade)\b/i,
    'Appetizer',
    {},
  ],
  [/\b(?:coleslaw|slaw|mashed potato(?:es)?|mash|garlic bread|side dish|roasted vegetables|roast potatoes)\b/i, 'Side Dish', {}],
  [/\b(?:energy (?:balls|bites)|trail mix|popcorn|flapjacks?|granola bars?|snacks?)\b/i, 'Snack', {}],
];

export function guessCategory(name: string): string | null {
  for (const [pattern, category, { sweet }] of GUESSES) {
    if (pattern.test(name) && !(sweet && SAVOURY.test(name) && !/cheesecake/i.test(name))) return category;
  }
  return null;
}
