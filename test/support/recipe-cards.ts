import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { photographed } from '../../bench/cards/degrade.js';

/** What a card was printed from: the fields the extractor is scored on. */
export interface CardSource {
  name: string;
  servings: number;
  /** Minutes from start to table: the total printed, or preparation plus cooking (scored against recipeTotalTime of what was read). */
  cookTime: number;
  ingredients: string[];
  instructions: string[];
}

export interface RecipeCard {
  id: string;
  layout: string;
  source: CardSource;
  mime: string;
  bytes: Buffer;
}

/** A layout draws text lines; each line has a font, a size and a position. */
interface TextLine {
  text: string;
  x: number;
  y: number;
  size: number;
  font: string;
  weight?: 'bold' | 'normal';
  fill?: string;
  anchor?: 'start' | 'middle';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
}

/** Breaks a step into printed lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function svg(width: number, height: number, lines: TextLine[], background = '#fffdf7', extra = ''): Buffer {
  const texts = lines
    .map(
      (line) =>
        `<text x="${line.x}" y="${line.y}" font-family="${line.font}" font-size="${line.size}" font-weight="${line.weight ?? 'normal'}" fill="${line.fill ?? '#1d1d1d'}" text-anchor="${line.anchor ?? 'start'}">${escapeXml(line.text)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/>${extra}${texts}</svg>`,
  );
}

/** Lays out a step list: a number, then the step wrapped under itself. Answers the next y. */
function steps(
  lines: TextLine[],
  instructions: string[],
  options: { x: number; y: number; size: number; font: string; width: number; marker: (n: number) => string },
) {
  let y = options.y;
  instructions.forEach((step, index) => {
    wrap(step, options.width).forEach((text, lineIndex) => {
      lines.push({ text: lineIndex === 0 ? `${options.marker(index + 1)} ${text}` : text, x: options.x, y, size: options.size, font: options.font });
      y += Math.round(options.size * 1.45);
    });
    y += Math.round(options.size * 0.4);
  });
  return y;
}

const roastChicken: CardSource = {
  name: 'Lemon Garlic Roast Chicken',
  servings: 4,
  cookTime: 90,
  ingredients: [
    '1 whole chicken (1.6 kg)',
    '2 lemons, halved',
    '6 cloves garlic, crushed',
    '2 tbsp olive oil',
    '1 tsp sea salt',
    '1/2 tsp black pepper',
    '4 sprigs fresh thyme',
  ],
  instructions: [
    'Heat the oven to 200°C. Pat the chicken dry with kitchen paper and rub it all over with the olive oil, salt and pepper.',
    'Push the lemon halves, garlic and thyme into the cavity and set the bird in a roasting tin.',
    'Roast for 1 hour 15 minutes, until the juices run clear.',
    'Rest for 10 minutes under foil before carving.',
  ],
};

/**
 * A one-column card as a PNG: the name, the lines under it (`under`), 'Ingredients' at `ingredientsY`
 * with the list below it, then 'Method' and the numbered steps.
 */
function oneColumnPng(source: CardSource, font: string, under: TextLine[], ingredientsY: number): Promise<Buffer> {
  const lines: TextLine[] = [
    { text: source.name, x: 70, y: 100, size: 46, font, weight: 'bold' },
    ...under,
    { text: 'Ingredients', x: 70, y: ingredientsY, size: 32, font, weight: 'bold' },
  ];
  let y = ingredientsY + 50;
  for (const ingredient of source.ingredients) {
    lines.push({ text: ingredient, x: 90, y, size: 27, font });
    y += 40;
  }
  lines.push({ text: 'Method', x: 70, y: y + 40, size: 32, font, weight: 'bold' });
  const end = steps(lines, source.instructions, { x: 70, y: y + 90, size: 27, font, width: 62, marker: (n) => `${n}.` });
  return sharp(svg(1240, end + 40, lines))
    .png()
    .toBuffer();
}

/** One column, a serif face: the plainest printed card. */
async function oneColumnCard(): Promise<RecipeCard> {
  const source = roastChicken;
  const font = 'DejaVu Serif';
  const facts = { text: 'Serves 4   ·   Prep time: 15 minutes   ·   Cook time: 1 hr 15 min', x: 70, y: 165, size: 24, font };
  const png = await oneColumnPng(source, font, [facts], 245);
  return { id: 'one-column', layout: 'one column, DejaVu Serif, PNG', source, mime: 'image/png', bytes: png };
}

const friedRice: CardSource = {
  name: 'Vegetable Fried Rice',
  servings: 2,
  cookTime: 25,
  ingredients: [
    '2 cups cooked rice',
    '2 eggs, beaten',
    '1 cup frozen peas',
    '1 carrot, diced',
    '3 spring onions, sliced',
    '2 tbsp soy sauce',
    '1 tbsp sesame oil',
    '2 cloves garlic, minced',
  ],
  instructions: [
    'Heat the sesame oil in a wok over a high heat and fry the garlic and carrot for 2 minutes.',
    'Push everything to one side, pour in the eggs and scramble them until just set.',
    'Add the rice and peas and stir-fry for 5 minutes, breaking up any clumps.',
    'Season with the soy sauce and scatter over the spring onions.',
  ],
};

/** The ingredients in two columns, a sans face, a description under the name. */
async function twoColumnCard(): Promise<RecipeCard> {
  const source = friedRice;
  const font = 'Liberation Sans, DejaVu Sans';
  const lines: TextLine[] = [
    { text: source.name, x: 70, y: 100, size: 48, font, weight: 'bold' },
    { text: 'A quick supper that uses up yesterday’s rice.', x: 70, y: 160, size: 26, font, fill: '#444444' },
    { text: 'Serves 2  |  Total time: 25 minutes', x: 70, y: 215, size: 26, font },
    { text: 'INGREDIENTS', x: 70, y: 300, size: 30, font, weight: 'bold' },
  ];
  const half = Math.ceil(source.ingredients.length / 2);
  source.ingredients.forEach((ingredient, index) => {
    const column = index < half ? 0 : 1;
    lines.push({ text: ingredient, x: 70 + column * 640, y: 350 + (index % half) * 42, size: 27, font });
  });
  const y = 350 + half * 42 + 50;
  lines.push({ text: 'DIRECTIONS', x: 70, y, size: 30, font, weight: 'bold' });
  const end = steps(lines, source.instructions, { x: 70, y: y + 50, size: 27, font, width: 70, marker: (n) => `${n}.` });
  const png = await sharp(svg(1320, end + 40, lines, '#ffffff'))
    .png()
    .toBuffer();
  return { id: 'two-columns', layout: 'two columns of ingredients, Liberation Sans (else DejaVu Sans), PNG', source, mime: 'image/png', bytes: png };
}

const cookies: CardSource = {
  name: 'Chocolate Chip Cookies',
  servings: 24,
  cookTime: 27,
  ingredients: [
    '225 g butter, softened',
    '150 g light brown sugar',
    '100 g caster sugar',
    '2 large eggs',
    '1 tsp vanilla extract',
    '300 g plain flour',
    '1 tsp baking soda',
    '200 g dark chocolate chips',
  ],
  instructions: [
    'Heat the oven to 180°C and line two baking trays with parchment.',
    'Beat the butter and both sugars until pale, then beat in the eggs and vanilla.',
    'Stir in the flour, baking soda and chocolate chips.',
    'Roll into 24 balls, space them well apart and bake for 12 minutes.',
  ],
};

/** A card with a coloured title band, bullets before the ingredients and "1)" before the steps; WEBP. */
async function titleBandCard(): Promise<RecipeCard> {
  const source = cookies;
  const font = 'DejaVu Sans Condensed, DejaVu Sans';
  const band = '<rect x="0" y="0" width="100%" height="150" fill="#8e2a1f"/>';
  const lines: TextLine[] = [
    { text: source.name, x: 640, y: 95, size: 50, font: 'DejaVu Sans', weight: 'bold', fill: '#fff6ec', anchor: 'middle' },
    { text: 'Makes 24   |   Prep: 15 mins   |   Bake: 12 mins', x: 640, y: 215, size: 26, font, anchor: 'middle' },
    { text: 'You will need', x: 70, y: 300, size: 32, font, weight: 'bold', fill: '#8e2a1f' },
  ];
  let y = 350;
  for (const ingredient of source.ingredients) {
    lines.push({ text: `•  ${ingredient}`, x: 90, y, size: 27, font });
    y += 42;
  }
  lines.push({ text: 'Method', x: 70, y: y + 40, size: 32, font, weight: 'bold', fill: '#8e2a1f' });
  const end = steps(lines, source.instructions, { x: 70, y: y + 90, size: 27, font, width: 72, marker: (n) => `${n})` });
  const webp = await sharp(svg(1280, end + 40, lines, '#fbf4e8', band))
    .webp({ quality: 90 })
    .toBuffer();
  return { id: 'title-band', layout: 'coloured title band, bullets, DejaVu Sans Condensed, WEBP', source, mime: 'image/webp', bytes: webp };
}

const tomatoSoup: CardSource = {
  name: 'Tomato Basil Soup',
  servings: 6,
  cookTime: 45,
  ingredients: [
    '2 tbsp olive oil',
    '1 large onion, chopped',
    '3 cloves garlic, sliced',
    '2 cans (400 g each) plum tomatoes',
    '500 ml vegetable stock',
    '1 handful fresh basil',
    '1 tsp sugar',
  ],
  instructions: [
    'Soften the onion in the oil for 10 minutes, then add the garlic for 1 minute more.',
    'Tip in the tomatoes, stock and sugar and simmer for 30 minutes.',
    'Add the basil and blend until smooth. Season to taste.',
  ],
};

/** A deterministic random sequence, so the photo is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A typewritten card photographed on a table: turned 3°, grainy, flat contrast, JPEG. */
async function phonePhoto(): Promise<RecipeCard> {
  const source = tomatoSoup;
  const font = 'DejaVu Sans Mono';
  const lines: TextLine[] = [
    { text: source.name.toUpperCase(), x: 80, y: 110, size: 44, font, weight: 'bold' },
    { text: 'Serves 6', x: 80, y: 175, size: 28, font },
    { text: 'Cook time: 45 minutes', x: 80, y: 220, size: 28, font },
    { text: 'Ingredients:', x: 80, y: 300, size: 30, font, weight: 'bold' },
  ];
  let y = 350;
  for (const ingredient of source.ingredients) {
    lines.push({ text: `- ${ingredient}`, x: 100, y, size: 28, font });
    y += 44;
  }
  lines.push({ text: 'Method:', x: 80, y: y + 40, size: 30, font, weight: 'bold' });
  const end = steps(lines, source.instructions, { x: 80, y: y + 90, size: 28, font, width: 52, marker: (n) => `${n}.` });
  const card = await sharp(svg(1200, end + 60, lines, '#f3ead8'))
    .png()
    .toBuffer();
  // On a table, a little off square, grainy (a tile of seeded noise laid over it) and flat.
  const next = random(17);
  const grain = Buffer.alloc(256 * 256);
  for (let index = 0; index < grain.length; index += 1) grain[index] = Math.round(128 + (next() - 0.5) * 110);
  const tile = await sharp(grain, { raw: { width: 256, height: 256, channels: 1 } })
    .png()
    .toBuffer();
  const photo = await sharp(card)
    .rotate(3, { background: '#5a4636' })
    .extend({ top: 90, bottom: 90, left: 110, right: 110, background: '#5a4636' })
    .png()
    .toBuffer();
  const jpeg = await sharp(photo)
    .composite([{ input: tile, tile: true, blend: 'overlay' }])
    .linear(0.62, 70)
    .blur(0.8)
    .jpeg({ quality: 70 })
    .toBuffer();
  return {
    id: 'phone-photo',
    layout: 'typewriter face, photographed: 3° turn, grain, low contrast, JPEG q70',
    source,
    mime: 'image/jpeg',
    bytes: jpeg,
  };
}

const pancakes: CardSource = {
  name: 'Classic Buttermilk Pancakes',
  servings: 8,
  cookTime: 30,
  ingredients: [
    '2 cups plain flour',
    '2 tbsp sugar',
    '2 tsp baking powder',
    '1/2 tsp salt',
    '2 cups buttermilk',
    '2 large eggs',
    '3 tbsp melted butter',
  ],
  instructions: [
    'Whisk the flour, sugar, baking powder and salt together in a large bowl.',
    'Beat the buttermilk, eggs and melted butter in a jug, pour them into the dry ingredients and stir until just combined; a few lumps are fine.',
    'Heat a lightly buttered frying pan over a medium heat and pour in a quarter cup of batter for each pancake.',
    'Cook until bubbles rise to the surface, then flip and cook for 1 minute more.',
  ],
};

/** A PDF written by a word processor: a text layer in Helvetica, wrapped steps. */
async function textPdf(): Promise<RecipeCard> {
  const source = pancakes;
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const draw = (text: string, size: number, font = regular, x = 56) => {
    page.drawText(text, { x, y, size, font });
    y -= size * 1.5;
  };
  draw(source.name, 22, bold);
  draw('Fluffy American-style pancakes for a weekend breakfast.', 11);
  draw('Makes 8   Prep time: 10 minutes   Cook time: 20 minutes', 11);
  y -= 12;
  draw('Ingredients', 14, bold);
  for (const ingredient of source.ingredients) draw(ingredient, 11);
  y -= 12;
  draw('Instructions', 14, bold);
  source.instructions.forEach((step, index) => {
    wrap(step, 88).forEach((line, lineIndex) => draw(lineIndex === 0 ? `${index + 1}. ${line}` : line, 11, regular, lineIndex === 0 ? 56 : 68));
    y -= 4;
  });
  return { id: 'pdf-text', layout: 'PDF with a text layer (Helvetica)', source, mime: 'application/pdf', bytes: Buffer.from(await doc.save()) };
}

const chili: CardSource = {
  name: 'Beef and Bean Chili',
  servings: 8,
  cookTime: 90,
  ingredients: [
    '1 kg minced beef',
    '2 onions, chopped',
    '4 cloves garlic, crushed',
    '2 tsp ground cumin',
    '1 tbsp chilli powder',
    '2 cans (400 g each) chopped tomatoes',
    '2 cans (400 g each) kidney beans, drained',
    '300 ml beef stock',
  ],
  instructions: [
    'Brown the beef in batches in a large casserole and set it aside.',
    'Fry the onions until soft, then stir in the garlic, cumin and chilli powder.',
    'Return the beef with the tomatoes, beans and stock, and simmer gently for 1 hour, stirring now and then.',
    'Serve with rice, soured cream and lime wedges.',
  ],
};

/** A page that went through a scanner: only a picture inside the PDF, no text layer. */
async function scannedPdf(): Promise<RecipeCard> {
  const source = chili;
  const font = 'Liberation Serif, DejaVu Serif';
  const lines: TextLine[] = [
    { text: source.name, x: 100, y: 160, size: 56, font, weight: 'bold' },
    { text: 'Serves 8  |  Total time: 1 hour 30 minutes', x: 100, y: 240, size: 32, font },
    { text: 'Ingredients', x: 100, y: 340, size: 40, font, weight: 'bold' },
  ];
  let y = 400;
  for (const ingredient of source.ingredients) {
    lines.push({ text: ingredient, x: 120, y, size: 32, font });
    y += 50;
  }
  lines.push({ text: 'Method', x: 100, y: y + 50, size: 40, font, weight: 'bold' });
  steps(lines, source.instructions, { x: 100, y: y + 115, size: 32, font, width: 80, marker: (n) => `${n}.` });
  // A4 at 200 dpi.
  const scan = await sharp(svg(1654, 2339, lines, '#fdfdfb'))
    .greyscale()
    .jpeg({ quality: 80 })
    .toBuffer();
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(scan);
  const page = doc.addPage([595, 842]);
  page.drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return {
    id: 'pdf-scan',
    layout: 'scanned PDF: one JPEG page at 200 dpi (Liberation Serif), no text layer',
    source,
    mime: 'application/pdf',
    bytes: Buffer.from(await doc.save()),
  };
}

const greekSalad: CardSource = {
  name: 'Greek Salad',
  servings: 4,
  cookTime: 20,
  ingredients: [
    '4 ripe tomatoes, cut into wedges',
    '1 cucumber, sliced',
    '1 red onion, thinly sliced',
    '200 g feta cheese',
    '16 kalamata olives',
    '3 tbsp extra virgin olive oil',
    '1 tsp dried oregano',
  ],
  instructions: [
    'Arrange the tomatoes, cucumber and onion on a large platter.',
    'Scatter over the olives and lay the feta on top in one piece.',
    'Drizzle with the olive oil, sprinkle with oregano and serve at once.',
  ],
};

/** Steps as paragraphs without numbers, under "Directions"; Liberation Serif italic heads. */
async function paragraphCard(): Promise<RecipeCard> {
  const source = greekSalad;
  const font = 'Liberation Serif, DejaVu Serif';
  const lines: TextLine[] = [
    { text: source.name, x: 70, y: 100, size: 50, font, weight: 'bold' },
    { text: 'Yield: 4 servings        Ready in 20 minutes', x: 70, y: 165, size: 28, font },
    { text: 'Ingredients', x: 70, y: 250, size: 34, font, weight: 'bold' },
  ];
  let y = 300;
  for (const ingredient of source.ingredients) {
    lines.push({ text: ingredient, x: 90, y, size: 29, font });
    y += 42;
  }
  lines.push({ text: 'Directions', x: 70, y: y + 40, size: 34, font, weight: 'bold' });
  y += 95;
  for (const step of source.instructions) {
    for (const text of wrap(step, 56)) {
      lines.push({ text, x: 70, y, size: 29, font });
      y += 42;
    }
    y += 22;
  }
  const png = await sharp(svg(1150, y + 30, lines, '#ffffff'))
    .png()
    .toBuffer();
  return { id: 'paragraphs', layout: 'unnumbered paragraph steps, Liberation Serif (else DejaVu Serif), PNG', source, mime: 'image/png', bytes: png };
}

const shakshuka: CardSource = {
  name: 'Shakshuka',
  servings: 2,
  cookTime: 35,
  ingredients: [
    '2 tbsp olive oil',
    '1 onion, sliced',
    '1 red pepper, sliced',
    '2 cloves garlic',
    '1 tsp cumin seeds',
    '1 tsp smoked paprika',
    '400 g chopped tomatoes',
    '4 eggs',
    'A handful of coriander',
  ],
  instructions: [
    'Warm the oil in a wide pan and cook the onion and pepper gently for 10 minutes.',
    'Add the garlic and spices, cook for a minute, then pour in the tomatoes and simmer for 10 minutes.',
    'Make four hollows in the sauce, crack in the eggs, cover and cook for 8 minutes.',
    'Scatter with coriander and bring the pan to the table.',
  ],
};

/**
 * A cookbook page photographed under a lamp: an introduction across the top, the ingredients in a
 * narrow left column beside the method, light falling off to one corner, a slight slant, JPEG.
 */
async function cookbookPage(): Promise<RecipeCard> {
  const source = shakshuka;
  const font = 'DejaVu Serif';
  const lines: TextLine[] = [
    { text: source.name.toUpperCase(), x: 80, y: 110, size: 52, font, weight: 'bold', fill: '#6b1f16' },
    { text: 'Eggs poached in a spiced tomato and pepper sauce, for breakfast', x: 80, y: 175, size: 26, font, fill: '#333333' },
    { text: 'or supper. Bread for mopping up is not optional.', x: 80, y: 212, size: 26, font, fill: '#333333' },
    { text: 'Serves 2  ·  Prep 10 min  ·  Cook 25 min', x: 80, y: 275, size: 25, font },
    { text: 'Ingredients', x: 80, y: 360, size: 30, font, weight: 'bold' },
    { text: 'Method', x: 560, y: 360, size: 30, font, weight: 'bold' },
  ];
  source.ingredients.forEach((ingredient, index) => lines.push({ text: ingredient, x: 80, y: 410 + index * 40, size: 24, font }));
  const end = steps(lines, source.instructions, { x: 560, y: 410, size: 24, font, width: 46, marker: (n) => `${n}.` });
  const height = Math.max(end, 410 + source.ingredients.length * 40) + 60;
  const lamp = `<defs><radialGradient id="lamp" cx="0.2" cy="0.15" r="1.1"><stop offset="0" stop-color="#fffaf0"/><stop offset="1" stop-color="#b9ad98"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#lamp)"/>`;
  const page = await sharp(svg(1200, height, lines, '#fffaf0', lamp))
    .png()
    .toBuffer();
  const jpeg = await sharp(page)
    .affine([1, 0.02, -0.015, 1], { background: '#3b3026' })
    .extend({ top: 60, bottom: 60, left: 60, right: 60, background: '#3b3026' })
    .jpeg({ quality: 78 })
    .toBuffer();
  return { id: 'cookbook', layout: 'ingredients beside the method, lamp light falling off, slanted, JPEG', source, mime: 'image/jpeg', bytes: jpeg };
}

const mushrooms: CardSource = {
  name: 'Garlic Butter Mushrooms',
  // The card prints neither: what the reader puts in their place (document 1 §5's defaults).
  servings: 4,
  cookTime: 30,
  ingredients: ['400 g chestnut mushrooms, halved', '30 g butter', '2 cloves garlic, crushed', '1 tbsp chopped parsley', '1 lemon'],
  instructions: [
    'Melt the butter in a wide frying pan over a high heat.',
    'Fry the mushrooms for 6 minutes, until golden, then stir in the garlic.',
    'Squeeze over the lemon and scatter with the parsley.',
  ],
};

/**
 * A card that prints no servings and no time, only the name, the ingredients and the steps: the reader
 * must say it made those two up. Not one of printedRecipeCards (it is not scored for accuracy).
 */
export async function cardWithoutServingsOrTime(): Promise<RecipeCard> {
  const source = mushrooms;
  const png = await oneColumnPng(source, 'DejaVu Sans', [], 190);
  return { id: 'no-servings-or-time', layout: 'one column, no servings or time printed, DejaVu Sans, PNG', source, mime: 'image/png', bytes: png };
}

/**
 * The one-column card photographed at an angle on a wooden table, under a lamp with a shadow across it
 * (the accuracy bench's photographed cards): in perspective its lines converge, so that read as they
 * stand, the words of one row run into the next (read so, this one loses its servings and three of its
 * four steps). Not one of printedRecipeCards: its test asks for every field.
 */
export async function angledPhoto(): Promise<RecipeCard> {
  const card = await oneColumnCard();
  const photo = await photographed(card.bytes, 6);
  return { id: 'angled-photo', layout: `one column, ${photo.detail}`, source: card.source, mime: 'image/jpeg', bytes: photo.bytes };
}

/** The printed cards of the extraction tests, made from their source text on every run. */
export function printedRecipeCards(): Promise<RecipeCard[]> {
  return Promise.all([oneColumnCard(), twoColumnCard(), titleBandCard(), phonePhoto(), textPdf(), scannedPdf(), paragraphCard(), cookbookPage()]);
}

export function dataUrl(mime: string, bytes: Buffer): string {
  return `data:${mime};base64,${bytes.toString('base64')}`;
}
