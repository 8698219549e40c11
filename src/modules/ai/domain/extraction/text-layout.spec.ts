import { layoutText, type PlacedLine, type PlacedWord } from './text-layout.js';

const CHAR = 10;
const HEIGHT = 20;

/** Words of `text` set from x at row y (20 high, 10 wide a character), optionally sloping. */
function printed(text: string, x: number, y: number, slope = 0): PlacedLine {
  const words: PlacedWord[] = [];
  let left = x;
  for (const word of text.split(' ')) {
    const right = left + word.length * CHAR;
    const rise = slope * left;
    words.push({ text: word, x0: left, x1: right, y0: y + rise, y1: y + HEIGHT + rise });
    left = right + CHAR;
  }
  return words;
}

/** Two printed lines on the same row, as a reader that joined them gives them. */
function joined(...lines: PlacedLine[]): PlacedLine {
  return lines.flat();
}

describe('layoutText', () => {
  it('keeps a single column in order, with a blank line at a paragraph gap', () => {
    const text = layoutText([printed('Pea Soup', 0, 0), printed('Serves 2', 0, 30), printed('Ingredients', 0, 90), printed('500 g peas', 0, 120)]);
    expect(text).toBe('Pea Soup\nServes 2\n\nIngredients\n500 g peas');
  });

  it('reads the ingredients beside the method one column after the other', () => {
    const text = layoutText([
      printed('Shakshuka', 0, 0),
      joined(printed('Ingredients', 0, 60), printed('Method', 400, 60)),
      joined(printed('2 tbsp oil', 0, 90), printed('1. Warm the oil and cook', 400, 90)),
      joined(printed('1 onion', 0, 120), printed('the onion.', 400, 120)),
      joined(printed('4 eggs', 0, 150), printed('2. Crack in the eggs.', 400, 150)),
      printed('A handful of coriander', 0, 180),
      printed('Serve with bread and a green salad on the side for everyone', 0, 260),
    ]);
    expect(text).toBe(
      [
        'Shakshuka',
        '',
        'Ingredients',
        '2 tbsp oil',
        '1 onion',
        '4 eggs',
        'A handful of coriander',
        '',
        'Method',
        '1. Warm the oil and cook',
        'the onion.',
        '2. Crack in the eggs.',
        '',
        'Serve with bread and a green salad on the side for everyone',
      ].join('\n'),
    );
  });

  it('finds the rows itself, whatever order the reader gave the lines in, and undoes a slant', () => {
    const slope = Math.tan((3 * Math.PI) / 180);
    const text = layoutText([
      printed('2 cups rice', 0, 0, slope),
      printed('2 eggs', 0, 30, slope),
      printed('3 spring onions', 500, 0, slope),
      printed('2 tbsp soy sauce', 500, 30, slope),
      printed('DIRECTIONS', 0, 100, slope),
    ]);
    expect(text).toBe('2 cups rice\n2 eggs\n\n3 spring onions\n2 tbsp soy sauce\n\nDIRECTIONS');
  });

  it('cuts a single wide-spaced line into its parts without making columns of it', () => {
    const text = layoutText([
      printed('Pea Soup', 0, 0),
      joined(printed('Serves 2', 0, 30), printed('Ready in 20 minutes', 300, 30)),
      printed('500 g peas', 0, 60),
    ]);
    expect(text).toBe('Pea Soup\nServes 2\nReady in 20 minutes\n500 g peas');
  });

  it('ends the columns at a line that spans them', () => {
    const text = layoutText([
      joined(printed('1 egg', 0, 0), printed('1 cup milk', 400, 0)),
      joined(printed('1 cup flour', 0, 30), printed('1 pinch salt', 400, 30)),
      printed('Whisk everything together until smooth and leave it to rest', 0, 60),
    ]);
    expect(text).toBe('1 egg\n1 cup flour\n\n1 cup milk\n1 pinch salt\nWhisk everything together until smooth and leave it to rest');
  });

  it('answers nothing for no words', () => {
    expect(layoutText([])).toBe('');
    expect(layoutText([[]])).toBe('');
  });

  it('leaves out a column of bullets or amounts that OCR read downwards as one tall word', () => {
    const column: PlacedWord = { text: 'NDR', x0: 0, x1: 12, y0: 30, y1: 110 };
    const text = layoutText([
      printed('Meatloaf', 0, 0),
      [column],
      printed('1 cup breadcrumbs', 30, 30),
      printed('2 eggs', 30, 60),
      printed('1 cup milk', 30, 90),
    ]);
    expect(text).toBe('Meatloaf\n1 cup breadcrumbs\n2 eggs\n1 cup milk');
  });

  it('tells paragraphs in a column by its own lines, not by the rows they share with the column beside it', () => {
    const text = layoutText([
      joined(printed('Ingredients', 0, 0), printed('Method', 400, 0)),
      joined(printed('2 tbsp oil', 0, 30), printed('Warm the oil.', 400, 30)),
      joined(printed('1 onion', 0, 60), printed('Cook the onion', 400, 70)),
      // The left column's line spans the gap between the method's paragraphs.
      joined(printed('4 eggs', 0, 90), printed('until soft.', 400, 100)),
      joined(printed('1 tsp cumin', 0, 125), printed('Add the eggs.', 400, 146)),
    ]);
    expect(text).toBe('Ingredients\n2 tbsp oil\n1 onion\n4 eggs\n1 tsp cumin\n\nMethod\nWarm the oil.\nCook the onion\nuntil soft.\n\nAdd the eggs.');
  });
});
