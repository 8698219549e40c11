import { GRAMS_PER_MASS_UNIT, isCountUnit, isMassUnit, isVolumeUnit, ML_PER_VOLUME_UNIT, UNIT_SPELLINGS, type Unit } from './units.js';

export type { Unit } from './units.js';

export type ItemSize = 'small' | 'medium' | 'large';

export interface ParsedIngredient {
  /** The amount (a range is averaged); null when the line names no measurable amount ("salt to taste"). */
  quantity: number | null;
  /** null for a bare count ("2 eggs") or when there is no quantity. */
  unit: Unit | null;
  /** Size word for count items ("2 large eggs"). */
  size?: ItemSize;
  /** The ingredient name, lower case, without amounts, preparation notes or "to taste"-style remarks. */
  name: string;
  original: string;
}

const UNICODE_FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

/** The words cooks count with, in ingredient lines and in steps ('two eggs', 'a minute'). */
export const COUNTING_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

const NUMBER_WORDS: Record<string, number> = { ...COUNTING_WORDS, dozen: 12, half: 0.5 };

const SIZE_WORDS: Record<string, ItemSize> = {
  small: 'small',
  medium: 'medium',
  'medium-sized': 'medium',
  'medium sized': 'medium',
  large: 'large',
  big: 'large',
  'extra-large': 'large',
  'extra large': 'large',
  jumbo: 'large',
};

/** A single amount: mixed number, fraction, decimal or integer (tried in that order). */
const NUMBER = String.raw`(?:\d+\s+\d+\s*/\s*\d+|\d+\s*/\s*\d+|\d*\.\d+|\d+)`;
const NUMBER_WORD = String.raw`(?:${Object.keys(NUMBER_WORDS).join('|')})`;
const AMOUNT = new RegExp(String.raw`^(${NUMBER}|${NUMBER_WORD}\b)(?:\s*(?:-|to|or)\s*(${NUMBER}))?`, 'i');

/** Remarks that say nothing about the amount: removed from the name. */
const REMARKS = [
  /\b(?:or more )?to taste\b/g,
  /\bfor (?:garnish(?:ing)?|serving|decoration|dusting|frying|greasing|the pan|topping)\b/g,
  /\b(?:optional|if desired|as needed|as required|divided|plus extra|plus more\b.*)$/g,
  /\bat room temperature\b/g,
];

const SORTED_SPELLINGS = [...UNIT_SPELLINGS].sort((a, b) => b[0].length - a[0].length);
const CASE_SENSITIVE_SPELLINGS = new Set(['T', 't']);
/** Units written after the name when there is no unit before it: "3 garlic cloves". */
const TRAILING_UNITS = new Set(['clove', 'slice', 'stalk', 'sprig', 'fillet', 'stick', 'head']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const UNIT_PATTERNS = SORTED_SPELLINGS.map(([spelling, unit]) => ({
  unit,
  pattern: new RegExp(String.raw`^-?\s*${escapeRegExp(spelling)}(?:\.|(?=[\s,)]|$))`, CASE_SENSITIVE_SPELLINGS.has(spelling) ? '' : 'i'),
}));

/** Replaces unicode fractions ("1½" → "1 1/2"), fraction slashes and long dashes. */
export function normaliseText(line: string): string {
  let text = line
    .replace(/[⁄∕]/g, '/')
    .replace(/[–—−]/g, '-')
    .replace(/\u00a0/g, ' ');
  text = text.replace(/(\d)?\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g, (_match, whole: string | undefined, fraction: string) =>
    whole ? `${whole} ${UNICODE_FRACTIONS[fraction]}` : ` ${UNICODE_FRACTIONS[fraction]}`,
  );
  return text.replace(/\s+/g, ' ').trim();
}

function numberValue(text: string): number {
  const word = NUMBER_WORDS[text.toLowerCase()];
  if (word !== undefined) return word;
  const compact = text.trim();
  const mixed = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(compact);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(compact);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  return Number(compact);
}

interface Amount {
  quantity: number;
  rest: string;
}

/** The amount at the start of a line as written: one number, or both ends of a range ("2-3", "2 to 3"). */
export interface AmountRange {
  low: number;
  /** The upper end of a range; null for a single amount. */
  high: number | null;
  /** Written as a word ("a", "two", "dozen"), not in digits. */
  word: boolean;
  /** The text after the amount, trimmed. */
  rest: string;
}

/** Reads the amount at the start of normalised `text` ("1 1/2", "2-3", "2 to 3", "a"); null when there is none. */
export function readAmountRange(text: string): AmountRange | null {
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const first = numberValue(match[1]);
  const second = match[2] === undefined ? undefined : numberValue(match[2]);
  if (!Number.isFinite(first) || (second !== undefined && !Number.isFinite(second))) return null;
  // A denominator of zero or an empty value is no amount.
  if (!(first > 0) || (second !== undefined && !(second > 0))) return null;
  return { low: first, high: second ?? null, word: !/^\d/.test(match[1]), rest: text.slice(match[0].length).trim() };
}

/** Reads the amount at the start of `text` ("1 1/2", "2-3", "2 to 3", "a"): a range is averaged. */
function readAmount(text: string): Amount | null {
  const range = readAmountRange(text);
  if (!range) return null;
  return { quantity: range.high === null ? range.low : (range.low + range.high) / 2, rest: range.rest };
}

/** Reads the unit at the start of `text` ("cups flour" → cup, "flour"). */
export function readUnit(text: string): { unit: Unit; rest: string } | null {
  for (const { unit, pattern } of UNIT_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { unit, rest: text.slice(match[0].length).trim() };
  }
  return null;
}

function readSize(text: string): { size: ItemSize; rest: string } | null {
  const match = /^(extra[- ]large|medium[- ]sized|small|medium|large|big|jumbo)\b/i.exec(text);
  if (!match) return null;
  return { size: SIZE_WORDS[match[1].toLowerCase()], rest: text.slice(match[0].length).trim() };
}

interface Measure {
  quantity: number;
  unit: Unit;
}

/** A mass or volume in parentheses: "(14 oz)", "(1.6 kg)", "(about 2 cups)", "(15-ounce)". */
function readMeasure(text: string): Measure | null {
  const cleaned = text.replace(/^(?:about|approx\.?|approximately|around|roughly|~)\s*/i, '').trim();
  const amount = readAmount(cleaned);
  if (!amount) return null;
  const unit = readUnit(amount.rest);
  if (!unit || !(isMassUnit(unit.unit) || isVolumeUnit(unit.unit))) return null;
  return { quantity: amount.quantity, unit: unit.unit };
}

/** `base` plus `extra` in the unit of `base`, when both are masses or both volumes. */
function addMeasure(base: Measure, extra: Measure): number | null {
  if (isMassUnit(base.unit) && isMassUnit(extra.unit)) {
    return base.quantity + (extra.quantity * GRAMS_PER_MASS_UNIT[extra.unit]) / GRAMS_PER_MASS_UNIT[base.unit];
  }
  if (isVolumeUnit(base.unit) && isVolumeUnit(extra.unit)) {
    return base.quantity + (extra.quantity * ML_PER_VOLUME_UNIT[extra.unit]) / ML_PER_VOLUME_UNIT[base.unit];
  }
  return null;
}

function cleanName(text: string): string {
  let name = text.toLowerCase();
  // Preparation notes follow a comma or a spaced dash: "2 onions, finely chopped".
  name = name.split(/,| - |;/)[0];
  for (const remark of REMARKS) name = name.replace(remark, ' ');
  // Alternatives: the first one counts ("1 cup milk or water").
  name = name.split(/\bor\b/)[0];
  name = name.replace(/\s+/g, ' ').trim();
  name = name.replace(/^(?:of|x)\s+/, '').replace(/\s+(?:and|or|plus|of)$/, '');
  return name.trim();
}

/**
 * Parses one ingredient line into quantity, unit and name. Returns null for a blank line.
 * A line without a leading amount yields `quantity: null` (the caller decides what that means).
 */
export function parseIngredientLine(line: string): ParsedIngredient | null {
  const original = line;
  let text = normaliseText(line).replace(/^(?:[-*•·]|\d+[.)]\s)\s*/, '');
  if (!text) return null;

  // "juice of 1 lemon" → 1 lemon juice; "zest of 2 limes" → 2 lime zest.
  const juiceOrZest = /^(?:the\s+)?(?:zest\s+and\s+)?(juice|zest)(?:\s+and\s+zest)?\s+(?:of|from)\s+(.+)$/i.exec(text);
  if (juiceOrZest) {
    const fruit = parseIngredientLine(juiceOrZest[2]);
    if (fruit && fruit.name) return { ...fruit, name: `${fruit.name} ${juiceOrZest[1].toLowerCase()}`, original };
  }

  // Parenthesised measures are read, then every parenthesis is removed.
  let inner: Measure | null = null;
  text = text
    .replace(/\(([^)]*)\)/g, (_match, content: string) => {
      const measure = readMeasure(content);
      if (measure && (!inner || (isMassUnit(measure.unit) && !isMassUnit(inner.unit)))) inner = measure;
      return ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();

  let quantity: number | null = null;
  let unit: Unit | null = null;
  let size: ItemSize | undefined;

  const amount = readAmount(text);
  if (amount) {
    quantity = amount.quantity;
    text = amount.rest;
    const dozen = /^dozens?\b\s*/i.exec(text);
    if (dozen) {
      quantity *= 12;
      text = text.slice(dozen[0].length);
    }
    // "2 x 400 g cans": the measure after "x" is per item, like a parenthesised one.
    const times = /^x\s*/i.exec(text);
    const each = times ? readMeasure(text.slice(times[0].length)) : null;
    if (times && each) {
      inner = each;
      text = text.slice(times[0].length).replace(AMOUNT, '').trim();
      text = readUnit(text)?.rest ?? text;
    }
    const sizeBefore = readSize(text);
    if (sizeBefore) ({ size, rest: text } = sizeBefore);
    const readUnitResult = readUnit(text);
    if (readUnitResult) ({ unit, rest: text } = readUnitResult);
    // "1 cup plus 2 tbsp": the second measure is added when it is of the same kind.
    const plus = unit ? /^(?:plus|\+)\s+/i.exec(text) : null;
    const extra = plus ? readMeasure(text.slice(plus[0].length)) : null;
    if (plus && extra && unit && quantity !== null) {
      const added = addMeasure({ quantity, unit }, extra);
      if (added) {
        quantity = added;
        text = text.slice(plus[0].length).replace(AMOUNT, '').trim();
        text = readUnit(text)?.rest ?? text;
      }
    }
    const sizeAfter = readSize(text);
    if (sizeAfter) ({ size, rest: text } = sizeAfter);
    text = text.replace(/^of\s+/i, '');
  } else {
    const sizeOnly = readSize(text);
    if (sizeOnly) text = sizeOnly.rest;
  }

  let name = cleanName(text);

  if (quantity !== null && unit === null) {
    const words = name.split(' ');
    const last = words.length > 1 ? readUnit(words[words.length - 1]) : null;
    if (last && TRAILING_UNITS.has(last.unit)) {
      unit = last.unit;
      name = words.slice(0, -1).join(' ');
    }
  }

  // Prefer the weight (or volume) in parentheses: "1 chicken (1.6 kg)", "1 (14 oz) can tomatoes",
  // "1 1/2 cups (190 g) flour". After a count it multiplies; after a volume it replaces it.
  const measure = inner;
  if (measure) {
    if (quantity === null) {
      quantity = measure.quantity;
      unit = measure.unit;
    } else if (unit === null || isCountUnit(unit)) {
      quantity *= measure.quantity;
      unit = measure.unit;
    } else if (isVolumeUnit(unit) && isMassUnit(measure.unit)) {
      quantity = measure.quantity;
      unit = measure.unit;
    }
  }

  const parsed: ParsedIngredient = { quantity, unit, name, original };
  if (size) parsed.size = size;
  return parsed;
}
