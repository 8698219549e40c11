import type { Unit } from './units.js';

/**
 * How amounts read to a cook: kitchen fractions and a shopping list's amounts. Plain functions without the
 * parser, so a screen that only shows amounts does not load it.
 */

const FRACTIONS: [number, string][] = [
  [0, ''],
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [3 / 8, '⅜'],
  [1 / 2, '½'],
  [5 / 8, '⅝'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [7 / 8, '⅞'],
  [1, ''],
];

/**
 * A quantity as a cook reads it: "1½", "⅓", "2", "2.4" when no kitchen fraction comes within 4%
 * (or, from 10 up, a whole number).
 */
export function friendlyNumber(value: number): string {
  if (!(value > 0)) return '0';
  if (value >= 10) return String(Math.round(value));
  const whole = Math.floor(value);
  const part = value - whole;
  let best = FRACTIONS[0];
  for (const candidate of FRACTIONS) if (Math.abs(candidate[0] - part) < Math.abs(best[0] - part)) best = candidate;
  const rounded = whole + best[0];
  if (rounded === 0 || Math.abs(rounded - value) / value > 0.04) return String(Math.round(value * 10) / 10);
  if (best[0] === 1) return String(whole + 1);
  return whole === 0 ? best[1] : `${whole}${best[1]}`;
}

const METRIC = new Set<string>(['g', 'kg', 'mg', 'ml', 'l']);
/** Words that take a plural; the abbreviations (g, tbsp, fl oz …) never do. */
const PLURALS: Partial<Record<Unit, string>> = {
  cup: 'cups',
  pinch: 'pinches',
  dash: 'dashes',
  piece: 'pieces',
  clove: 'cloves',
  slice: 'slices',
  can: 'cans',
  stick: 'sticks',
  bunch: 'bunches',
  handful: 'handfuls',
  head: 'heads',
  stalk: 'stalks',
  sprig: 'sprigs',
  fillet: 'fillets',
};

/** Three significant digits, and whole numbers from 1,000 up: 1.2, 0.75, 333, 1250. */
function metricNumber(value: number): string {
  return String(value >= 1000 ? Math.round(value) : Number(value.toPrecision(3)));
}

/**
 * An amount as a shopping list shows it: '500 g', '1.2 kg', '1⅛ cups', '3 cloves', '5' (a bare count);
 * metric in decimals, US measures and counts as kitchen fractions (friendlyNumber, as the recipe scaler). Empty for no
 * quantity. `unit` is a unit of the shared table; another text is shown as it is.
 */
export function formatIngredientAmount(quantity: number | null, unit: string | null): string {
  if (quantity === null) return '';
  const shown = unit !== null && METRIC.has(unit) ? metricNumber(quantity) : friendlyNumber(quantity);
  if (unit === null) return shown;
  const plural = PLURALS[unit as Unit];
  const oneOrLess = /^(?:1|0(?:\.\d+)?|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])$/.test(shown);
  return `${shown} ${plural && !oneOrLess ? plural : unit}`;
}
