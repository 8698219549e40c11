// The one import of the ingredient-line parser in extraction (it is moving to src/kernel/ingredients).
import { parseIngredientLine } from '../../../../kernel/ingredients/ingredient-parser.js';
import { timesFromPrinted } from '../../../../kernel/recipes/recipe-times.js';
import { guessCategory } from './category-guess.js';
import { isMetaValue, readMetaLine, type RecipeMeta } from './recipe-meta.js';

/** The fields found in a recipe (by reading its text, or by a vision model); null or empty for what it did not say. */
export interface RecipeFields {
  name: string | null;
  description: string | null;
  ingredients: string[];
  instructions: string[];
  tips: string[];
  /** Minutes of cooking as printed; without them the total less the preparation, else the total. */
  cookTime: number | null;
  prepTime: number | null;
  totalTime: number | null;
  servings: number | null;
  /** The yield when it says more than the servings ('Makes 12 cookies', '2 loaves'). */
  yield: string | null;
  difficulty: string | null;
  /** Guessed from the name when its words make it clear ("Chocolate Brownies" → Dessert), else null. */
  category: string | null;
}

/** Fields whose lines the parser had to guess the boundaries of (see readRecipeText). */
export type GuessedField = 'name' | 'ingredients' | 'instructions';

type Section = 'head' | 'ingredients' | 'instructions' | 'tips' | 'skip';

interface Line {
  text: string;
  /** A blank line (a new paragraph) came before this one. */
  paragraph: boolean;
}

const MAX_NAME_LENGTH = 120;
const MAX_INGREDIENT_LENGTH = 160;

const HEADERS: [RegExp, Section][] = [
  [/^(?:ingredients?(?: list)?|you(?: will|'ll)? need|what you(?:'ll)? need|shopping list)$/i, 'ingredients'],
  [
    /^(?:method|directions?|instructions?|steps|preparation|prep(?:aration)? method|how to (?:make|cook)(?: it)?|to make|procedure|cooking instructions|make it)$/i,
    'instructions',
  ],
  [/^(?:notes?|tips?|cook'?s (?:notes?|tips?)|chef'?s (?:notes?|tips?)|variations?|storage|recipe notes?)$/i, 'tips'],
  [/^(?:nutrition(?: facts| information| info)?(?: per serving)?|per serving)$/i, 'skip'],
];

/** Words that head a card without being its name. */
const NOT_A_NAME = /^(?:recipe(?: card)?|from the (?:kitchen|desk) of\b.*|recipe from\b.*|page \d+.*|www\..*|https?:\/\/.*)$/i;
/** Page furniture that never belongs to a recipe. */
const FURNITURE = /^(?:page \d+(?: of \d+)?|\d+ of \d+|www\.\S+|https?:\/\/\S+|(?:©|\(c\))\s*\d{4}\b.*|copyright\b.*)$/i;

/** Bullets, and what OCR makes of them ("e", "o", "©", "«"), before an amount or a word. */
const BULLET = /^(?:[•·●▪■□◦○◆❖►▸✓✔*+=~>»«©®°¢¤§_–—-]+\s*|[eoc]\s*(?=[\d½¼¾⅓⅔⅛]))/;
/** "1.", "1)", "2:", "Step 3", "l." (OCR's l for 1), "1," (OCR's comma for a full stop). */
const STEP_NUMBER = /^(?:step\s*)?(\d{1,2}|[lI])\s*[.):,]\s+|^step\s*(\d{1,2})\b\s*[:.-]?\s*/i;
/** "1 Heat the oven": a step number without its full stop, before a capital. */
const BARE_STEP_NUMBER = /^(\d{1,2})\s+(?=[A-Z][a-z])/;
/** A fact's label printed above its value ('PREP' over '15 min', as magazines print them); 'Preparation' alone heads a method. */
const META_LABEL =
  /^(?:prep(?:aration)? time|prep|cook(?:ing)?(?: time)?|bak(?:e|ing)(?: time)?|total(?: time)?|active(?: time)?|hands-on(?: time)?|ready in|time|serves|servings|makes|yields?|portions)\s*:?$/i;
/** A value under such a label: '15 min', '4', '12 rolls'. */
const META_VALUE = /^(?:\d|[½¼¾⅓⅔]|[lI]\s*(?:h|hr|hour)\b)/;
/** An amount OCR could not read before a unit ('Y2 cup rolled oats', '%4 tsp salt'): an ingredient line all the same. */
const MISREAD_AMOUNT = /^\S{1,4}\s+(?:cups?|tbsp|tsp|tablespoons?|teaspoons?|oz|lb|g|kg|ml)\s+\p{L}/iu;
/** A number alone on its line. */
const LONE_NUMBER = /^\d{1,3}$/;
/** A sub-heading inside the ingredients: 'For the sauce', 'To serve', 'Dressing:'. */
const INGREDIENT_GROUP = /:$|^(?:for(?: the)?|to)\s+\p{L}+(?:\s+\p{L}+){0,2}$/iu;
const LIGATURES: Record<string, string> = { ﬁ: 'fi', ﬂ: 'fl', ﬀ: 'ff', ﬃ: 'ffi', ﬄ: 'ffl' };

function cleanText(text: string): string {
  return text
    .replace(/[ﬁﬂﬀﬃﬄ]/g, (ligature) => LIGATURES[ligature])
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/[\u00a0\t]/g, ' ')
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Too few letters and digits to be text: OCR's reading of a rule, a smudge or a border. */
function isNoise(text: string): boolean {
  const alphanumeric = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  // A number alone may be the value under a label ('SERVES' over '4'): the reader decides.
  if (alphanumeric < 2) return !/^(?:[½¼¾⅓⅔]|\d)$/.test(text);
  return alphanumeric / text.length < 0.45 && alphanumeric < 6;
}

function toLines(text: string): Line[] {
  const lines: Line[] = [];
  let paragraph = true;
  for (const raw of text.split(/\r?\n|\r|\f/)) {
    const line = fixDigits(cleanText(raw));
    if (!line || isNoise(line)) {
      paragraph = true;
      continue;
    }
    if (FURNITURE.test(line)) continue;
    lines.push({ text: line, paragraph });
    paragraph = false;
  }
  return lines;
}

function headerOf(text: string): { section: Section; rest: string } | null {
  const [, label, rest = ''] = /^\W*([a-z][a-z' ]{1,40}?)\s*(?::\s*(.*)|[\s\W]*)$/i.exec(text) ?? [];
  if (!label) return null;
  const found = HEADERS.find(([pattern]) => pattern.test(label.trim()));
  return found ? { section: found[1], rest: rest.trim() } : null;
}

/** OCR's letter O inside a number: "2O0C" → "200C", "2O minutes" → "20 minutes". */
function fixDigits(text: string): string {
  return text.replace(/\b(\d+)[Oo](\d*)(?=\b|°|[CF]\b)/g, '$10$2').replace(/(\d\s?)¢m\b/g, '$1cm');
}

/**
 * OCR's l, I or | for 1 at the start of an amount, where a unit or a digit makes it unambiguous, and
 * its 9 for a gram sign after a number ("400 9 each" → "400 g each").
 */
function fixAmount(text: string): string {
  return text
    .replace(/^[lI|](?=\s*\/\s*\d|\s+(?:cups?|tbsp|tsp|tablespoons?|teaspoons?|kg|g|ml|l|lb|oz|can|pinch|clove)\b|\d)/i, '1')
    .replace(/^\|(?=\s+\p{Ll})/u, '1')
    .replace(/^(\d*)[lI|](?=\d)/, '$11')
    .replace(/(\d)\s9(?=\s+\p{L}|\s*\))/gu, '$1 g')
    .replace(/(\d\s*)(?:thsp|tbps|tbsn)\b/g, '$1tbsp')
    .replace(/(\d\s*)1b(s?)\b/g, '$1lb$2')
    .replace(/(\d\s*)0z\b/g, '$1oz');
}

/** OCR's I for 1 before a word: an amount where that makes an ingredient line ('I large egg'). */
function asIngredient(text: string): string {
  const amount = text.replace(/^I(?=\s+\p{Ll})/u, '1');
  return amount !== text && looksLikeIngredient(amount) ? amount : text;
}

function withoutBullet(text: string): string {
  return text.replace(BULLET, '').trim();
}

/** A date ('12 March 2021', '3. Mai 2020 10:15', 'March 12th, 2021'): a number and a word, yet no ingredient or step. */
const DATE = /^(?:\d{1,2}\.?\s+\p{L}{3,}\.?|\p{L}{3,}\.?\s+\d{1,2}(?:st|nd|rd|th)?),?\s+(?:19|20)\d{2}\b/iu;

/** An ingredient line by its look: an amount and a short name ("2 tbsp olive oil", "3 eggs"). */
function looksLikeIngredient(text: string): boolean {
  if (text.length > MAX_INGREDIENT_LENGTH || /[.!?]$/.test(text.replace(/\b(?:approx|oz|tbsp|tsp|lb|g)\.$/i, ''))) return false;
  if (DATE.test(text)) return false;
  const parsed = parseIngredientLine(text);
  if (!parsed || parsed.quantity === null || !/[a-z]{2}/i.test(parsed.name)) return false;
  if (/^(?:minutes?|mins?|hours?|hrs?|seconds?|degrees?|times|°)\b/i.test(parsed.name)) return false;
  const words = parsed.name.split(/\s+/).length;
  return parsed.unit !== null ? words <= 8 : words <= 5;
}

/** A line that says what to do, not what to take: long, or a sentence. */
function looksLikeProse(text: string): boolean {
  return text.length > 70 || (/[.!?]$/.test(text) && text.split(/\s+/).length >= 3);
}

/**
 * Two columns read as one line ("2 tbsp olive oil 1 tsp salt"): split before an amount that follows a
 * word, unless a word like "or" (also in the languages read: 'ou', 'oder' …), "plus", "of" or "x" joins
 * them, and only when every part reads as an ingredient line.
 */
function splitRow(text: string): string[] {
  const boundary =
    /(?<=[\p{L}),]\s)(?<!\b(?:or|and|ou|et|oder|und|o|y|e|en|eller|och|lub|plus|of|x|about|approx\.?|to|into|in|from|with|each|for|than|over|per|at|by|makes|serves)\s)(?=(?:\d+(?:[./]\d+)?|[½¼¾⅓⅔])\s*\p{L})/giu;
  const parts = text.split(boundary).map((part) => part.trim());
  return parts.length > 1 && parts.every(looksLikeIngredient) ? parts : [text];
}

/** A name printed in capitals (OCR may lower a letter or two) is shown in title case. */
function titleCase(text: string): string {
  const upper = text.match(/\p{Lu}/gu)?.length ?? 0;
  const lower = text.match(/\p{Ll}/gu)?.length ?? 0;
  if (upper < 3 || upper < 2 * lower) return text;
  return text.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_match, space: string, letter: string) => space + letter.toUpperCase());
}

/** Most longer words start with a capital: a name ("Lemon Garlic Roast Chicken"), not a sentence. */
function isTitleLike(text: string): boolean {
  const words = text.split(/\s+/).filter((word) => /^\p{L}{4,}/u.test(word));
  if (words.length === 0) return true;
  return words.filter((word) => /^\p{Lu}/u.test(word)).length / words.length >= 0.6;
}

function endsSentence(text: string): boolean {
  return /[.!?:)]["']?$/.test(text);
}

class RecipeTextReader {
  private section: Section = 'head';
  private explicitIngredients = false;
  private numberedSteps = false;
  private name: string | null = null;
  private nameOpen = false;
  private readonly description: string[] = [];
  private readonly ingredients: string[] = [];
  private readonly instructions: string[] = [];
  private readonly tips: string[] = [];
  private readonly meta: RecipeMeta = {};
  readonly guessed = new Set<GuessedField>();
  /** Labels of facts whose values are printed on the lines below ('PREP', 'COOK', then '15 min', '30 min'). */
  private metaLabels: string[] = [];
  /** The lines of unnumbered steps, grouped into steps at the end: by paragraph when the method has them. */
  private readonly stepLines: Line[] = [];

  read(lines: Line[]): RecipeFields {
    for (const line of lines) this.take(line);
    // Unnumbered steps: where one ends and the next begins is read from sentences and paragraphs.
    if (!this.numberedSteps) this.instructions.push(...unnumberedSteps(this.stepLines));
    if (this.instructions.length > 0 && !this.numberedSteps) this.guessed.add('instructions');
    // A step or a tip is a sentence: a closing comma is OCR's reading of a full stop.
    for (const list of [this.instructions, this.tips]) list.forEach((item, index) => (list[index] = item.replace(/,$/, '.')));
    const name = this.name ?? null;
    return {
      name,
      description: this.description.join(' ') || null,
      ingredients: this.ingredients,
      instructions: this.instructions,
      tips: this.tips,
      ...timesFromPrinted({ prep: this.meta.prepMinutes, cook: this.meta.cookMinutes, total: this.meta.totalMinutes }),
      servings: this.meta.servings ?? null,
      yield: this.meta.yield ?? null,
      difficulty: this.meta.difficulty ?? null,
      category: name ? guessCategory(name) : null,
    };
  }

  private take(line: Line): void {
    // 'STEP 5' with its 5 read as S, among numbered steps: not the 'Steps' heading.
    if (this.numberedSteps && this.section === 'instructions' && /^step\s?s$/i.test(line.text.trim())) return this.beginNumberedStep('');
    const header = headerOf(line.text);
    if (header) {
      this.metaLabels = [];
      this.section = header.section;
      this.nameOpen = false;
      if (header.section === 'ingredients') this.explicitIngredients = true;
      if (header.rest) this.take({ text: header.rest, paragraph: true });
      return;
    }
    const text = fixAmount(withoutBullet(line.text));
    if (!text) return;
    if (this.takeMetaLabel(text)) return;
    // Any other number alone on its line is a step's number in the margin, a page number or noise.
    if (LONE_NUMBER.test(text)) {
      if (this.section === 'instructions') this.beginNumberedStep('');
      return;
    }
    if (!STEP_NUMBER.test(line.text) && this.takeMeta(text)) return;
    switch (this.section) {
      case 'head':
        return this.takeHead(text, line);
      case 'ingredients':
        return this.takeIngredient(text, line);
      case 'instructions':
        return this.takeStep(line);
      case 'tips':
        return this.takeTip(line);
      case 'skip':
        return;
    }
  }

  /** A label printed above its value: kept until the value comes, then read with it. */
  private takeMetaLabel(text: string): boolean {
    if (META_LABEL.test(text)) {
      this.metaLabels.push(text.replace(/:$/, ''));
      return true;
    }
    const label = this.metaLabels.shift();
    if (label === undefined) return false;
    if (META_VALUE.test(text) && isMetaValue(text) && this.takeMeta(`${label} ${text}`)) return true;
    // Not a value: the labels were words of their own.
    this.metaLabels = [];
    return false;
  }

  private takeMeta(text: string): boolean {
    const meta = readMetaLine(text);
    if (!meta) return false;
    for (const [key, value] of Object.entries(meta) as [keyof RecipeMeta, never][]) this.meta[key] ??= value;
    this.nameOpen = false;
    return true;
  }

  private takeHead(text: string, line: Line): void {
    if (this.name !== null && (STEP_NUMBER.test(line.text) || BARE_STEP_NUMBER.test(line.text)) && !looksLikeIngredient(text) && !DATE.test(text)) {
      this.section = 'instructions';
      return this.takeStep(line);
    }
    if (this.name !== null && (looksLikeIngredient(asIngredient(text)) || MISREAD_AMOUNT.test(text))) {
      // No heading: where the ingredients begin and end is read from the lines' look.
      this.guessed.add('ingredients');
      this.section = 'ingredients';
      return this.takeIngredient(text, line);
    }
    if (this.name === null) {
      if (NOT_A_NAME.test(text) || text.length > MAX_NAME_LENGTH || !/\p{L}{2}/u.test(text)) return;
      this.name = titleCase(text);
      this.nameOpen = isTitleLike(text) && !endsSentence(text);
      return;
    }
    // A long name wraps onto a second line in the same style; a description is a sentence.
    if (this.nameOpen && !line.paragraph && isTitleLike(text) && !endsSentence(text) && text.length <= 40 && this.description.length === 0) {
      this.name = `${this.name} ${titleCase(text)}`;
      this.guessed.add('name');
      return;
    }
    this.nameOpen = false;
    this.description.push(text);
  }

  private takeIngredient(raw: string, line: Line): void {
    const text = asIngredient(raw);
    if (STEP_NUMBER.test(line.text) && !looksLikeIngredient(text)) {
      this.section = 'instructions';
      return this.takeStep(line);
    }
    // A sub-heading inside the list: "For the sauce:", "Dressing:", "To serve".
    if (INGREDIENT_GROUP.test(text)) return;
    // The footnote to lines marked with an asterisk ('* Which flour to buy: see here'): a tip, not an ingredient.
    if (line.text.trim().startsWith('*') && !looksLikeIngredient(text) && this.ingredients.some((item) => item.endsWith('*'))) {
      return this.takeTip(line);
    }
    if (looksLikeIngredient(text) || MISREAD_AMOUNT.test(text)) {
      const row = splitRow(text);
      if (row.length > 1) this.guessed.add('ingredients');
      this.ingredients.push(...row);
      return;
    }
    const previous = this.ingredients.at(-1);
    // The wrapped end of the line before ("1 tin chopped tomatoes, / drained").
    if (previous !== undefined && !line.paragraph && (/[,(-]$/.test(previous) || /^[a-z(]/.test(text)) && text.length < 60) {
      this.ingredients[this.ingredients.length - 1] = `${previous} ${text}`;
      this.guessed.add('ingredients');
      return;
    }
    if (looksLikeProse(text) || (!this.explicitIngredients && line.paragraph)) {
      // A method without its heading: a sentence, or (without an ingredients heading) a new paragraph.
      this.section = 'instructions';
      return this.takeStep(line);
    }
    // Under an "Ingredients" heading, lines without amounts are ingredients too ("Salt and pepper").
    if (text.length <= MAX_INGREDIENT_LENGTH) this.ingredients.push(text);
  }

  private takeStep(line: Line): void {
    const text = withoutBullet(line.text);
    // The next step's number before a word OCR lowered ('3 stir the vegetables'), once steps are numbered.
    const next = this.numberedSteps ? new RegExp(String.raw`^${this.instructions.length + 1}\s+(?=\p{L})`, 'u').exec(text) : null;
    const numbered = STEP_NUMBER.exec(text) ?? BARE_STEP_NUMBER.exec(text) ?? next;
    if (numbered) return this.beginNumberedStep(text.slice(numbered[0].length).trim());
    if (!this.numberedSteps) {
      this.stepLines.push({ text, paragraph: line.paragraph });
      return;
    }
    const previous = this.instructions.at(-1);
    // A 'STEP 1' heading alone on its line: the step is the lines under it.
    if (previous === '') this.instructions[this.instructions.length - 1] = text;
    else if (previous !== undefined && (!line.paragraph || !endsSentence(previous)))
      this.instructions[this.instructions.length - 1] = `${previous} ${text}`;
    else this.instructions.push(text);
  }

  /** A numbered step begins; '' when its number stands alone ('STEP 1', a numeral in the margin) and its text follows. */
  private beginNumberedStep(text: string): void {
    // Lines before the first number were steps of their own (an introduction to the method).
    if (!this.numberedSteps) this.instructions.push(...unnumberedSteps(this.stepLines.splice(0)));
    this.numberedSteps = true;
    // Two numbers in a row: the first was a stray mark, not a step.
    if (this.instructions.at(-1) === '') this.instructions.pop();
    this.instructions.push(text);
  }

  private takeTip(line: Line): void {
    const text = withoutBullet(line.text);
    const previous = this.tips.at(-1);
    if (previous !== undefined && !line.paragraph && (!endsSentence(previous) || /^[a-z(]/.test(text))) {
      this.tips[this.tips.length - 1] = `${previous} ${text}`;
    } else {
      this.tips.push(text);
    }
  }
}

/**
 * Steps without numbers from the lines of the method: where the method sets its steps apart with
 * blank lines, each paragraph is a step; else a line ends a step when it ends a sentence and the next
 * starts with a capital.
 */
function unnumberedSteps(lines: Line[]): string[] {
  const byParagraph = lines.slice(1).some((line) => line.paragraph);
  const steps: string[] = [];
  for (const [index, line] of lines.entries()) {
    const previous = steps.at(-1);
    const continues = index > 0 && previous !== undefined && (byParagraph ? !line.paragraph : !endsSentence(previous) || /^[a-z(]/.test(line.text));
    if (continues) steps[steps.length - 1] = `${previous} ${line.text}`;
    else steps.push(line.text);
  }
  return steps;
}

/**
 * Reads a recipe from plain text: printed, typed, pasted, OCR'd or taken from a page without markup.
 * Finds the name, a description, ingredients (under a heading, or lines that read as ingredient lines),
 * steps (numbered or under a heading, wrapped lines joined), times, servings and difficulty, and
 * forgives OCR's usual noise (stray marks, broken bullets, "l" for "1" in amounts).
 */
export function parseRecipeText(text: string): RecipeFields {
  return readRecipeText(text).fields;
}

/**
 * parseRecipeText, and the fields whose boundaries it had to guess: ingredients found by their look
 * (no heading), rows split in two or wrapped lines joined; unnumbered steps split at sentences and
 * paragraphs; a name joined from two lines.
 */
export function readRecipeText(text: string): { fields: RecipeFields; guessed: GuessedField[] } {
  const reader = new RecipeTextReader();
  const fields = reader.read(toLines(text));
  return { fields, guessed: [...reader.guessed] };
}

/** Enough to be saved as a recipe: something to take and something to do. */
export function isRecipeLike(fields: RecipeFields): boolean {
  return fields.ingredients.length > 0 && fields.instructions.length > 0;
}
