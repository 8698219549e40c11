import { parseRecipeText, readRecipeText } from './recipe-text-parser.js';
import { layoutText, type PlacedLine } from './text-layout.js';
import { fieldsNotFound, fieldsOfDoubtfulWords, inFormOrder } from './uncertain-fields.js';

const CARD = [
  'Lemon Garlic Roast Chicken',
  'Serves 4 · Cook time: 1 hr 15 min',
  'Ingredients',
  '1 whole chicken',
  '2 lemons, halved',
  'Method',
  '1. Heat the oven to 200C.',
  '2. Roast for 1 hour 15 minutes.',
];

/** The card as OCR places it: a row per line, words side by side, each read with `confidence` unless named in `doubts`. */
function placed(lines: string[], doubts: Record<string, number> = {}, confidence: number | undefined = 96): PlacedLine[][] {
  const page = lines.map((line, row) => {
    let x = 0;
    return line.split(' ').map((text) => {
      const word = { text, x0: x, x1: x + text.length * 12, y0: row * 40, y1: row * 40 + 24, confidence: doubts[text] ?? confidence };
      x = word.x1 + 10;
      return word;
    });
  });
  return [page];
}

const read = (pages: PlacedLine[][]) => parseRecipeText(pages.map(layoutText).join('\n\n'));

describe('fieldsOfDoubtfulWords', () => {
  it('is sure of a card read with confidence, and of a text layer that carries none', () => {
    expect(read(placed(CARD)).servings).toBe(4);
    expect(fieldsOfDoubtfulWords(placed(CARD), read)).toEqual([]);
    expect(fieldsOfDoubtfulWords(placed(CARD, {}, undefined), read)).toEqual([]);
  });

  it('marks the field a doubtful word belongs to', () => {
    expect(fieldsOfDoubtfulWords(placed(CARD, { '4': 62 }), read)).toEqual(['servings']);
    expect(fieldsOfDoubtfulWords(placed(CARD, { 'lemons,': 55 }), read)).toEqual(['ingredients']);
    expect(fieldsOfDoubtfulWords(placed(CARD, { Garlic: 40 }), read)).toEqual(['name']);
    expect(fieldsOfDoubtfulWords(placed(CARD, { oven: 70 }), read)).toEqual(['instructions']);
    expect(fieldsOfDoubtfulWords(placed(CARD, { '15': 30 }), read)).toEqual(['cookTime', 'instructions']);
  });

  it('passes over doubtful words that change nothing: a step number, a mark, a word just over the line', () => {
    expect(fieldsOfDoubtfulWords(placed(CARD, { '2.': 20, '·': 5, 'lemons,': 80 }), read)).toEqual([]);
  });

  it('doubts every field found when too many words are doubtful', () => {
    const longer = [...CARD, '3. Rest the chicken for ten minutes under foil before you carve it.'];
    expect(fieldsOfDoubtfulWords(placed(longer, {}, 50), read)).toEqual(['name', 'cookTime', 'servings', 'ingredients', 'instructions']);
  });
});

describe('readRecipeText', () => {
  it('says which fields the parser had to guess the lines of', () => {
    expect(readRecipeText(CARD.join('\n')).guessed).toEqual([]);
    const loose = ['Greek Salad', '4 tomatoes', '1 cucumber', 'Cut the vegetables into chunks.', 'Dress them and serve.'];
    expect(readRecipeText(loose.join('\n')).guessed.sort()).toEqual(['ingredients', 'instructions']);
  });
});

describe('fieldsNotFound and inFormOrder', () => {
  it('names what a default stands in for', () => {
    expect(fieldsNotFound({ name: null, servings: null, cookTime: null })).toEqual(['name', 'servings', 'cookTime']);
    expect(fieldsNotFound({ name: ' ', servings: 0, cookTime: undefined })).toEqual(['name', 'servings', 'cookTime']);
    expect(fieldsNotFound({ name: 'Soup', servings: 4, cookTime: 20 })).toEqual([]);
  });

  it('keeps known fields once, in the form’s order', () => {
    expect(inFormOrder(['tips', 'servings', 'bogus', 'name', 'servings', 7])).toEqual(['name', 'servings', 'tips']);
  });
});
