import { friendlyNumber } from './amount-format.js';
import { normaliseText, readAmountRange, readUnit } from './ingredient-parser.js';
import { GRAMS_PER_MASS_UNIT, isMassUnit, isVolumeUnit, ML_PER_VOLUME_UNIT, type MassUnit, type Unit, type VolumeUnit } from './units.js';

/** How amounts are shown: as the recipe wrote them, in metric (g, kg, ml, l) or in US measures (oz, lb, cups, tbsp, tsp). */
export type UnitSystem = 'original' | 'metric' | 'us';

export { friendlyNumber };

/** A metric amount: whole grams and millilitres from 10 up (to 5 from 100 up), one decimal below 10 (so also kg and l). */
function metricNumber(value: number): string {
  if (value >= 100) return String(Math.round(value / 5) * 5);
  if (value >= 10) return String(Math.round(value));
  return String(Math.round(value * 10) / 10 || 0.1);
}

interface Measure {
  value: number;
  unit: string;
  /** Show as a decimal (metric) or a kitchen fraction (US). */
  metric: boolean;
}

/** Converts an amount of a mass or volume to the system; null where a conversion is not safe or not needed. */
function convert(value: number, unit: MassUnit | VolumeUnit, system: UnitSystem): Measure | null {
  if (system === 'original' || unit === 'pinch' || unit === 'dash') return null;
  if (isMassUnit(unit)) {
    const grams = value * GRAMS_PER_MASS_UNIT[unit];
    if (system === 'metric') {
      // Metric stays as written, but a kilogram or more reads in kg ("1.6 kg", not "1600 g").
      if (unit === 'kg' || unit === 'mg' || (unit === 'g' && grams < 1000)) return null;
      return grams >= 1000 ? { value: grams / 1000, unit: 'kg', metric: true } : { value: grams, unit: 'g', metric: true };
    }
    if (unit === 'oz' || unit === 'lb') return null;
    const ounces = grams / GRAMS_PER_MASS_UNIT.oz;
    return ounces >= 16 ? { value: ounces / 16, unit: 'lb', metric: false } : { value: ounces, unit: 'oz', metric: false };
  }
  const ml = value * ML_PER_VOLUME_UNIT[unit];
  if (system === 'metric') {
    // Spoons are the same measure everywhere (15 ml, 5 ml): they stay; a litre or more reads in l.
    if (unit === 'l' || unit === 'tbsp' || unit === 'tsp' || (unit === 'ml' && ml < 1000)) return null;
    return ml >= 1000 ? { value: ml / 1000, unit: 'l', metric: true } : { value: ml, unit: 'ml', metric: true };
  }
  if (unit !== 'ml' && unit !== 'l') return null;
  if (ml < ML_PER_VOLUME_UNIT.tbsp - 0.01) return { value: ml / ML_PER_VOLUME_UNIT.tsp, unit: 'tsp', metric: false };
  if (ml < ML_PER_VOLUME_UNIT.cup / 4 - 0.01) return { value: ml / ML_PER_VOLUME_UNIT.tbsp, unit: 'tbsp', metric: false };
  return { value: ml / ML_PER_VOLUME_UNIT.cup, unit: 'cup', metric: false };
}

const ABBREVIATIONS = /^(?:g|gr|kg|mg|ml|l|oz|lbs?|tbsp|tsp|tbs|tbl|c|t|T|fl\.? oz)\.?$/i;

/** "cup" → "cups" and back, for a unit written as a word, after the amount changed. */
function inflect(spelling: string, value: number): string {
  if (ABBREVIATIONS.test(spelling) || !/^[a-z]+$/i.test(spelling)) return spelling;
  const singular = /(?:ch|sh)es$/i.test(spelling) ? spelling.slice(0, -2) : /[^s]s$/i.test(spelling) ? spelling.slice(0, -1) : spelling;
  if (value <= 1) return singular;
  return /(?:ch|sh)$/i.test(singular) ? `${singular}es` : `${singular}s`;
}

function unitLabel(unit: string, value: number): string {
  return unit === 'cup' ? (value > 1 ? 'cups' : 'cup') : unit;
}

/**
 * An ingredient line for `factor` times the servings, in the unit system asked for. Reads the line's
 * amount with the shared ingredient parser (mixed numbers "1 1/2", unicode "1½", ranges "2-3" and
 * "2 to 3"); the amount is multiplied and shown as a kitchen fraction (or a metric decimal), and a
 * mass or volume converted where that is safe: never a pinch, a dash, a can or a count, and never
 * between weight and volume. A line without an amount ("salt to taste") or with "a"/"an" ("a pinch
 * of salt") is returned as it was.
 */
export function scaleIngredientLine(line: string, factor: number, system: UnitSystem = 'original'): string {
  if (factor === 1 && system === 'original') return line;
  const text = normaliseText(line);
  const bullet = /^(?:[-*•·])\s*/.exec(text)?.[0] ?? '';
  const body = text.slice(bullet.length);
  const amount = readAmountRange(body);
  if (!amount || (amount.word && /^an?\b/i.test(body))) return line;
  const afterAmount = body.slice(body.length - amount.rest.length);
  const gap = body.slice(0, body.length - amount.rest.length).match(/\s*$/)?.[0] ?? '';
  const unitRead = readUnit(amount.rest);
  // "1 (14 oz) can": the parenthesis is per item, only the count scales.
  const unit: Unit | null = unitRead && !amount.rest.startsWith('-') ? unitRead.unit : null;
  const low = amount.low * factor;
  const high = amount.high === null ? null : amount.high * factor;

  if (unit && unitRead && (isMassUnit(unit) || isVolumeUnit(unit))) {
    const lowMeasure = convert(low, unit, system);
    const highMeasure = high === null ? null : convert(high, unit, system);
    if (lowMeasure && (high === null || highMeasure)) {
      // A range keeps one unit: the upper end is expressed in the lower end's unit.
      const scale = lowMeasure.value / low;
      const format = lowMeasure.metric ? metricNumber : friendlyNumber;
      const shown = high === null ? format(lowMeasure.value) : `${format(lowMeasure.value)}-${format(high * scale)}`;
      const rest = unitRead.rest.replace(/^\.\s*/, '');
      return `${bullet}${shown} ${unitLabel(lowMeasure.unit, high === null ? lowMeasure.value : high * scale)}${rest ? ` ${rest}` : ''}`;
    }
  }
  const shown = high === null ? friendlyNumber(low) : `${friendlyNumber(low)}-${friendlyNumber(high)}`;
  if (unit && unitRead) {
    const spelling = amount.rest.slice(0, amount.rest.length - unitRead.rest.length).trim();
    const written = /^[a-z]+\.?$/i.test(spelling) ? spelling.replace(/^([a-z]+)/i, (word) => inflect(word, high ?? low)) : spelling;
    return `${bullet}${shown}${gap}${written}${unitRead.rest ? ` ${unitRead.rest}` : ''}`;
  }
  return `${bullet}${shown}${gap}${inflectCount(afterAmount, amount.high ?? amount.low, high ?? low)}`;
}

const SIZES = /^(?:small|medium|large|big|extra-large|jumbo)$/i;

function plural(word: string): string {
  if (/(?:ch|sh|x|s)$/.test(word) || /^(?:tomato|potato|mango)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

function singular(word: string): string {
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|sses)$/.test(word) || /^(?:tomato|potato|mango)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Words that make a line more than one counted thing ("1 salt and pepper") or a thing with a method
 * ("1 onion sliced thin", "1 clove finely minced").
 */
const NOT_A_COUNTED_THING = /^(?:and|or|of|to|for|with|in|on|plus|\w{3,}ed|\w+ly)$/i;

/**
 * "1 egg" ×2 → "2 eggs", "1 red bell pepper" ×2 → "2 red bell peppers", "2 eggs" ×½ → "1 egg": the
 * counted thing is the last of up to four plain words that end the line or come before a comma or a
 * note in brackets, so "1 garlic clove finely minced" is left alone.
 */
function inflectCount(rest: string, before: number, after: number): string {
  if (before > 1 === after > 1) return rest;
  const match = /^((?:[a-z-]+\s+){0,3})([a-z]+)(?=$|[,(;]|\s+-\s|\s*\()/.exec(rest);
  const words = [...(match?.[1].split(/\s+/) ?? []), match?.[2] ?? ''];
  if (!match || SIZES.test(match[2]) || words.some((word) => NOT_A_COUNTED_THING.test(word))) return rest;
  const word = after > 1 ? plural(match[2]) : singular(match[2]);
  return `${match[1]}${word}${rest.slice(match[0].length)}`;
}
