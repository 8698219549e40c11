// Lays a recipe of bench/cards/recipes.ts out on a card as a cookbook, a magazine or an index card would,
// and draws it with @napi-rs/canvas. Only fonts every machine has are used: the ones pdfjs-dist ships
// (a Times-like serif, a Courier-like typewriter face, Liberation Sans) and fonts-dejavu-core's, the one
// font package CI installs; a missing one stops the bench rather than fall back to another face.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import type { CardRecipe } from './recipes.ts';

/** A seeded random sequence (mulberry32): the same cards on every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed from a text (FNV-1a). */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)];
}

const PDFJS_FONTS = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts');
const DEJAVU = '/usr/share/fonts/truetype/dejavu';
/** Each face under a name of its own, so that no other installed font can stand in for it. */
const FACES: Record<string, string[]> = {
  'Card Serif': ['FoxitSerif.pfb', 'FoxitSerifBold.pfb', 'FoxitSerifItalic.pfb'].map((file) => join(PDFJS_FONTS, file)),
  'Card Sans': ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf', 'LiberationSans-Italic.ttf'].map((file) => join(PDFJS_FONTS, file)),
  'Card Typewriter': ['FoxitFixed.pfb', 'FoxitFixedBold.pfb'].map((file) => join(PDFJS_FONTS, file)),
  'Card DejaVu Sans': ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => join(DEJAVU, file)),
  'Card DejaVu Serif': ['DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf'].map((file) => join(DEJAVU, file)),
  'Card DejaVu Mono': ['DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf'].map((file) => join(DEJAVU, file)),
};
/** Faces with an italic of their own (the others would get a slanted copy). */
const HAS_ITALIC = new Set(['Card Serif', 'Card Sans']);

let registered = false;
function registerFonts(): void {
  if (registered) return;
  for (const [family, files] of Object.entries(FACES)) {
    for (const file of files) {
      if (!existsSync(file)) throw new Error(`The card corpus needs ${file} (pdfjs-dist, or Debian's fonts-dejavu-core)`);
      GlobalFonts.registerFromPath(file, family);
    }
  }
  registered = true;
}

interface Font {
  family: string;
  size: number;
  bold?: boolean;
  italic?: boolean;
  colour?: string;
}

type Op =
  | { kind: 'text'; text: string; x: number; y: number; font: Font; align: 'left' | 'center' | 'right' }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; colour: string }
  | { kind: 'line'; x0: number; y0: number; x1: number; y1: number; colour: string; width: number };

function css(font: Font): string {
  return `${font.italic && HAS_ITALIC.has(font.family) ? 'italic ' : ''}${font.bold ? 'bold ' : ''}${font.size}px "${font.family}"`;
}

/** The drawing of one card: operations on a page of `width`, `height` grown as it is laid out. */
class Sheet {
  readonly ops: Op[] = [];
  height = 0;
  private readonly measure: SKRSContext2D;
  readonly width: number;
  readonly background: string;

  constructor(width: number, background: string) {
    registerFonts();
    this.width = width;
    this.background = background;
    this.measure = createCanvas(8, 8).getContext('2d');
  }

  widthOf(text: string, font: Font): number {
    this.measure.font = css(font);
    return this.measure.measureText(text).width;
  }

  /** The height of a capital letter in this font, in pixels. */
  capHeight(font: Font): number {
    this.measure.font = css(font);
    return this.measure.measureText('H').actualBoundingBoxAscent;
  }

  text(text: string, x: number, y: number, font: Font, align: 'left' | 'center' | 'right' = 'left'): void {
    this.ops.push({ kind: 'text', text, x, y, font, align });
    this.height = Math.max(this.height, y + font.size * 0.4);
  }

  rect(x: number, y: number, width: number, height: number, colour: string): void {
    this.ops.push({ kind: 'rect', x, y, width, height, colour });
  }

  line(x0: number, y0: number, x1: number, y1: number, colour: string, width = 2): void {
    this.ops.push({ kind: 'line', x0, y0, x1, y1, colour, width });
  }

  /** Breaks `text` into lines no wider than `width` pixels. */
  wrap(text: string, font: Font, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.widthOf(candidate, font) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Draws `text` wrapped into `width` from (x, y), the first line after `lead` (a number, a bullet); answers the next y. */
  paragraph(text: string, x: number, y: number, width: number, font: Font, options: { lead?: string; hang?: number; leading?: number } = {}): number {
    const leading = options.leading ?? 1.45;
    const lead = options.lead ? `${options.lead} ` : '';
    const hang = options.hang ?? 0;
    const first = this.wrap(`${lead}${text}`, font, width);
    const [head, ...rest] = first;
    this.text(head, x, y, font);
    let next = y + font.size * leading;
    const more = this.wrap(rest.join(' '), font, width - hang);
    for (const line of rest.length ? more : []) {
      this.text(line, x + hang, next, font);
      next += font.size * leading;
    }
    return next;
  }

  draw(): Buffer {
    const height = Math.ceil(this.height + 70);
    const canvas = createCanvas(this.width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = this.background;
    context.fillRect(0, 0, this.width, height);
    for (const op of this.ops) {
      if (op.kind === 'rect') {
        context.fillStyle = op.colour;
        context.fillRect(op.x, op.y, op.width, op.height);
      } else if (op.kind === 'line') {
        context.strokeStyle = op.colour;
        context.lineWidth = op.width;
        context.beginPath();
        context.moveTo(op.x0, op.y0);
        context.lineTo(op.x1, op.y1);
        context.stroke();
      } else {
        context.font = css(op.font);
        context.fillStyle = op.font.colour ?? '#1c1a17';
        context.textAlign = op.align;
        context.fillText(op.text, op.x, op.y);
      }
    }
    return canvas.toBuffer('image/png');
  }
}

export interface LaidOutCard {
  png: Buffer;
  /** Height of a capital letter of the body text, in pixels. */
  bodyCapHeight: number;
  /** The faces used: title, body. */
  fonts: string;
}

type StepStyle = 'numbered' | 'paren' | 'step word' | 'step heading' | 'margin numeral' | 'paragraphs';

const SERIFS = ['Card Serif', 'Card DejaVu Serif'];
const SANS = ['Card Sans', 'Card DejaVu Sans'];
const INK = ['#1c1a17', '#222222', '#2b2118'];
const ACCENTS = ['#8e2a1f', '#1f4e5f', '#3c5a1e', '#6b3d1f', '#1c1a17'];
const PAPERS = ['#ffffff', '#fffdf6', '#fbf6ea', '#f7f3ec'];

function metaLines(recipe: CardRecipe): string[] {
  return recipe.meta.map((item) => (typeof item === 'string' ? item : item.join(' ')));
}

function marker(style: StepStyle, index: number): string | undefined {
  if (style === 'numbered') return `${index}.`;
  if (style === 'paren') return `${index})`;
  if (style === 'step word') return `Step ${index}:`;
  return undefined;
}

interface Context {
  sheet: Sheet;
  next: () => number;
  body: Font;
  heading: Font;
  ink: string;
}

/** The steps from y in a column [x, x + width]; answers the next y. */
function drawSteps(context: Context, steps: string[], style: StepStyle, x: number, y: number, width: number): number {
  const { sheet, body, heading } = context;
  const gap = body.size * 0.55;
  const hanging = context.next() < 0.5;
  steps.forEach((step, index) => {
    const number = index + 1;
    if (style === 'step heading') {
      sheet.text(`STEP ${number}`, x, y, { ...heading, size: Math.round(body.size * 0.8) });
      y = sheet.paragraph(step, x, y + body.size * 1.35, width, body) + gap;
    } else if (style === 'margin numeral') {
      const numeral = { ...heading, size: Math.round(body.size * 1.5) };
      sheet.text(String(number), x, y + body.size * 0.3, numeral);
      y = sheet.paragraph(step, x + body.size * 1.9, y, width - body.size * 1.9, body) + gap;
    } else if (style === 'paragraphs') {
      y = sheet.paragraph(step, x, y, width, body) + gap * 1.4;
    } else {
      const lead = marker(style, number);
      y = sheet.paragraph(step, x, y, width, body, { lead, hang: hanging ? sheet.widthOf(`${lead} `, body) : 0 }) + gap;
    }
  });
  return y;
}

/** The ingredient groups from y in a column; answers the next y. */
function drawIngredients(
  context: Context,
  recipe: CardRecipe,
  x: number,
  y: number,
  width: number,
  bullet: string,
  groupStyle: 'bold' | 'italic' | 'caps',
): number {
  const { sheet, body } = context;
  recipe.groups.forEach((group, index) => {
    if (group.title) {
      if (index > 0) y += body.size * 0.5;
      const title = groupStyle === 'caps' ? group.title.toUpperCase() : group.title;
      // A face without an italic sets its sub-headings in bold.
      const italic = groupStyle === 'italic' && HAS_ITALIC.has(body.family);
      sheet.text(title, x, y, { ...body, bold: !italic, italic, colour: context.heading.colour });
      y += body.size * 1.5;
    }
    for (const item of group.items) {
      const lead = bullet || undefined;
      y = sheet.paragraph(item, x, y, width, body, { lead, hang: lead ? sheet.widthOf(`${lead} `, body) : body.size, leading: 1.4 });
    }
  });
  return y;
}

function drawMetaLines(context: Context, recipe: CardRecipe, x: number, y: number, width: number, align: 'left' | 'center' = 'left'): number {
  const { sheet, body } = context;
  const font = { ...body, size: Math.round(body.size * 0.95), italic: context.next() < 0.3, colour: context.next() < 0.5 ? '#4a4540' : context.ink };
  for (const line of metaLines(recipe)) {
    for (const part of sheet.wrap(line, font, width)) {
      sheet.text(part, align === 'center' ? x + width / 2 : x, y, font, align);
      y += font.size * 1.5;
    }
  }
  return y;
}

function drawNote(context: Context, recipe: CardRecipe, x: number, y: number, width: number): number {
  if (!recipe.note) return y;
  const label = pick(context.next, ['Tip', 'Cook’s note', 'Serving suggestion']);
  y += context.body.size * 0.6;
  context.sheet.text(label, x, y, { ...context.heading, size: Math.round(context.body.size * 1.05) });
  return context.sheet.paragraph(recipe.note, x, y + context.body.size * 1.5, width, { ...context.body, italic: true });
}

function title(
  context: Context,
  recipe: CardRecipe,
  x: number,
  y: number,
  width: number,
  options: { caps?: boolean; align?: 'left' | 'center'; font: Font },
): number {
  const text = options.caps ? recipe.name.toUpperCase() : recipe.name;
  for (const line of context.sheet.wrap(text, options.font, width)) {
    context.sheet.text(line, options.align === 'center' ? x + width / 2 : x, y, options.font, options.align);
    y += options.font.size * 1.2;
  }
  return y;
}

function intro(context: Context, recipe: CardRecipe, x: number, y: number, width: number): number {
  if (!recipe.intro) return y;
  return (
    context.sheet.paragraph(recipe.intro, x, y, width, { ...context.body, italic: context.next() < 0.5, colour: '#4a4540' }) + context.body.size * 0.4
  );
}

function setUp(next: () => number, faces: string[], width: number, sizes: [number, number]): Context {
  const family = pick(next, faces);
  const ink = pick(next, INK);
  const size = Math.round(sizes[0] + next() * (sizes[1] - sizes[0]));
  const sheet = new Sheet(width, pick(next, PAPERS));
  const headingFamily = next() < 0.7 ? family : pick(next, [...SERIFS, ...SANS]);
  return {
    sheet,
    next,
    ink,
    body: { family, size, colour: ink },
    heading: { family: headingFamily, size: Math.round(size * 1.2), bold: true, colour: next() < 0.5 ? pick(next, ACCENTS) : ink },
  };
}

const INGREDIENT_HEADINGS = ['Ingredients', 'INGREDIENTS', 'You will need', 'What you need'];
const METHOD_HEADINGS = ['Method', 'METHOD', 'Directions', 'Instructions', 'Preparation', 'How to make it'];

/** One column: name, headnote, meta, 'Ingredients' and its list, 'Method' and the steps. */
function oneColumn(recipe: CardRecipe, next: () => number): Context {
  const context = setUp(next, [...SERIFS, ...SANS], 1240, [25, 30]);
  const { sheet, body, heading } = context;
  const margin = 80;
  const width = sheet.width - 2 * margin;
  const band = next() < 0.3;
  let y = 110;
  if (band) {
    const colour = pick(next, ACCENTS.slice(0, 4));
    const titleFont = { ...heading, size: Math.round(body.size * 1.75), colour: '#fdf8ef' };
    const lines = sheet.wrap(recipe.name, titleFont, width);
    sheet.rect(0, 0, sheet.width, 70 + lines.length * titleFont.size * 1.2, colour);
    y = title(context, recipe, margin, y, width, { font: titleFont, align: 'center' }) + 30;
  } else {
    y = title(context, recipe, margin, y, width, { font: { ...heading, size: Math.round(body.size * 1.8) }, caps: next() < 0.3 }) + 10;
  }
  y = intro(context, recipe, margin, y, width);
  y = drawMetaLines(context, recipe, margin, y + 10, width);
  if (next() < 0.5) sheet.line(margin, y - body.size * 0.6, sheet.width - margin, y - body.size * 0.6, '#b9b2a6', 2);
  y += body.size * 1.2;
  sheet.text(pick(next, INGREDIENT_HEADINGS), margin, y, heading);
  y = drawIngredients(context, recipe, margin + 20, y + body.size * 1.7, width - 20, pick(next, ['', '', '•', '–']), 'bold');
  y += body.size * 1.2;
  sheet.text(pick(next, METHOD_HEADINGS), margin, y, heading);
  y = drawSteps(
    context,
    recipe.steps,
    pick(next, ['numbered', 'numbered', 'paren', 'step word', 'paragraphs'] as const),
    margin,
    y + body.size * 1.7,
    width,
  );
  drawNote(context, recipe, margin, y, width);
  return context;
}

/** The ingredients in a narrow column on the left, the method beside them, as magazines print them. */
function twoColumns(recipe: CardRecipe, next: () => number): Context {
  const context = setUp(next, [...SERIFS, ...SANS], 1400, [23, 26]);
  const { sheet, body, heading } = context;
  const margin = 70;
  const width = sheet.width - 2 * margin;
  const centred = next() < 0.4;
  let y = title(context, recipe, margin, 110, width, {
    font: { ...heading, size: Math.round(body.size * 2) },
    caps: next() < 0.4,
    align: centred ? 'center' : 'left',
  });
  if (recipe.intro) y = intro(context, recipe, margin, y + 5, width);
  y = drawMetaLines(context, recipe, margin, y + 15, width, centred ? 'center' : 'left');
  sheet.line(margin, y - body.size * 0.3, sheet.width - margin, y - body.size * 0.3, '#b9b2a6', 2);
  y += body.size * 1.6;
  const left = Math.round(width * 0.34);
  const right = margin + left + 60;
  sheet.text(pick(next, ['Ingredients', 'INGREDIENTS', 'You will need']), margin, y, heading);
  sheet.text(pick(next, ['Method', 'METHOD', 'Directions', 'Instructions']), right, y, heading);
  const top = y + body.size * 1.7;
  const listEnd = drawIngredients(context, recipe, margin, top, left, pick(next, ['', '•', '']), 'bold');
  const end = drawSteps(
    context,
    recipe.steps,
    pick(next, ['numbered', 'margin numeral', 'paragraphs', 'step heading'] as const),
    right,
    top,
    sheet.width - margin - right,
  );
  const noteEnd = drawNote(context, recipe, right, end, sheet.width - margin - right);
  if (next() < 0.5) sheet.line(right - 30, y - body.size, right - 30, Math.max(listEnd, noteEnd) - body.size, '#d6cfc3', 2);
  return context;
}

/** An index card: no headings, the list straight under the facts and the method in paragraphs; sometimes ruled. */
function noHeadings(recipe: CardRecipe, next: () => number): Context {
  const context = setUp(next, [...SERIFS, ...SANS], 1200, [26, 30]);
  const { sheet, body, heading } = context;
  const margin = 90;
  const width = sheet.width - 2 * margin;
  const ruled = next() < 0.5;
  let y = title(context, recipe, margin, 115, width, { font: { ...heading, size: Math.round(body.size * 1.6) } });
  if (ruled) sheet.line(0, y - body.size * 0.5, sheet.width, y - body.size * 0.5, '#d9534f', 3);
  y = intro(context, recipe, margin, y + 10, width);
  if (!recipe.metaAtEnd) y = drawMetaLines(context, recipe, margin, y + 10, width);
  y = drawIngredients(context, recipe, margin, y + body.size, width, pick(next, ['', '-', '•']), 'italic') + body.size * 0.8;
  y = drawSteps(context, recipe.steps, next() < 0.7 ? 'paragraphs' : 'numbered', margin, y, width);
  if (recipe.metaAtEnd) y = drawMetaLines(context, recipe, margin, y + 10, width);
  drawNote(context, recipe, margin, y, width);
  if (ruled) {
    // The card's blue rules under the text lines, drawn first so the text sits on them.
    const rules: Op[] = [];
    for (let line = 180; line < sheet.height + 60; line += Math.round(body.size * 1.45)) {
      rules.push({ kind: 'line', x0: 0, y0: line + 8, x1: sheet.width, y1: line + 8, colour: '#bcd3ea', width: 2 });
    }
    sheet.ops.unshift(...rules);
  }
  return context;
}

/** Ingredient groups under sub-headings ('For the sauce'), in one column, numbered steps. */
function ingredientGroups(recipe: CardRecipe, next: () => number): Context {
  const context = setUp(next, [...SANS, ...SERIFS], 1280, [24, 29]);
  const { sheet, body, heading } = context;
  const margin = 80;
  const width = sheet.width - 2 * margin;
  let y = title(context, recipe, margin, 110, width, { font: { ...heading, size: Math.round(body.size * 1.8) }, caps: next() < 0.25 });
  y = intro(context, recipe, margin, y + 5, width);
  y = drawMetaLines(context, recipe, margin, y + 10, width) + body.size;
  sheet.text(pick(next, INGREDIENT_HEADINGS), margin, y, heading);
  y = drawIngredients(context, recipe, margin, y + body.size * 1.7, width, pick(next, ['', '•']), pick(next, ['bold', 'italic', 'caps'] as const));
  y += body.size * 1.2;
  sheet.text(pick(next, METHOD_HEADINGS), margin, y, heading);
  y = drawSteps(context, recipe.steps, pick(next, ['numbered', 'step word', 'paren'] as const), margin, y + body.size * 1.7, width);
  drawNote(context, recipe, margin, y, width);
  return context;
}

/** The facts as small labels over their values across the top, the list, then big step numbers or 'STEP 1' heads. */
function metaBox(recipe: CardRecipe, next: () => number): Context {
  const context = setUp(next, [...SANS, 'Card Serif'], 1280, [24, 28]);
  const { sheet, body, heading } = context;
  const margin = 80;
  const width = sheet.width - 2 * margin;
  let y = title(context, recipe, margin, 110, width, { font: { ...heading, size: Math.round(body.size * 1.9) } });
  y = intro(context, recipe, margin, y, width) + 10;
  const boxed = next() < 0.5;
  const cell = Math.min(240, width / recipe.meta.length);
  const label = { ...body, size: Math.round(body.size * 0.7), bold: true, colour: heading.colour };
  const value = { ...body, size: Math.round(body.size * 1.1) };
  if (boxed) sheet.rect(margin - 20, y - body.size * 0.2, cell * recipe.meta.length + 20, body.size * 3.2, '#efe8da');
  recipe.meta.forEach((item, index) => {
    const [name, amount] = typeof item === 'string' ? [item, ''] : item;
    sheet.text(name.toUpperCase(), margin + index * cell, y + body.size * 0.7, label);
    sheet.text(amount, margin + index * cell, y + body.size * 2.1, value);
  });
  y += body.size * 4.4;
  sheet.text(pick(next, INGREDIENT_HEADINGS), margin, y, heading);
  y = drawIngredients(context, recipe, margin, y + body.size * 1.7, width, pick(next, ['', '•']), 'bold') + body.size * 1.2;
  sheet.text(pick(next, METHOD_HEADINGS), margin, y, heading);
  y = drawSteps(context, recipe.steps, pick(next, ['margin numeral', 'step heading'] as const), margin, y + body.size * 1.7, width);
  drawNote(context, recipe, margin, y, width);
  return context;
}

/** A family recipe typed out: a typewriter face, the name in capitals, 'INGREDIENTS:', dashes, paragraph or numbered steps. */
function typewriter(recipe: CardRecipe, next: () => number): Context {
  const context = setUp(next, ['Card Typewriter', 'Card DejaVu Mono'], 1200, [24, 27]);
  const { sheet, body } = context;
  context.heading = { ...body, bold: true };
  const margin = 80;
  const width = sheet.width - 2 * margin;
  let y = title(context, recipe, margin, 110, width, { font: { ...body, bold: true, size: Math.round(body.size * 1.35) }, caps: true }) + 10;
  y = drawMetaLines(context, recipe, margin, y, width) + body.size * 0.8;
  sheet.text(pick(next, ['INGREDIENTS:', 'Ingredients:']), margin, y, context.heading);
  y = drawIngredients(context, recipe, margin + 20, y + body.size * 1.6, width - 20, pick(next, ['-', '-', '']), 'caps') + body.size;
  sheet.text(pick(next, ['DIRECTIONS:', 'METHOD:', 'Method:']), margin, y, context.heading);
  y = drawSteps(context, recipe.steps, pick(next, ['paragraphs', 'numbered'] as const), margin, y + body.size * 1.6, width);
  drawNote(context, recipe, margin, y, width);
  return context;
}

const LAYOUTS: Record<CardRecipe['family'], (recipe: CardRecipe, next: () => number) => Context> = {
  'one column': oneColumn,
  'two columns': twoColumns,
  'no headings': noHeadings,
  'ingredient groups': ingredientGroups,
  'meta box': metaBox,
  typewriter,
};

/** The card of a recipe, drawn in its family's layout with choices (face, size, numbering, bullets) seeded by its name. */
export function layOut(recipe: CardRecipe): LaidOutCard {
  const context = LAYOUTS[recipe.family](recipe, seeded(seedOf(recipe.name)));
  return {
    png: context.sheet.draw(),
    bodyCapHeight: context.sheet.capHeight(context.body),
    fonts: `${context.heading.family.replace('Card ', '')} / ${context.body.family.replace('Card ', '')} ${context.body.size}px`,
  };
}
