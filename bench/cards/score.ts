// Field accuracy of what a reader found on a card, against what the card was printed from.
//
// Fields: name, servings, time, yield, ingredients, steps. Servings, time and yield count only on the
// cards that print them (a card that prints only '2 loaves' has no servings to find).
// - name: equal after `normaliseText`.
// - servings: the same number ('Serves 4–6' is 4, 'Makes 12 muffins' is 12).
// - time: the minutes from start to table, as cooking mode and the planner take them from what was
//   read (recipeTotalTime: the total when there is one, else preparation plus cooking), against the
//   card's: its printed total, else preparation plus cooking, else the one time it prints.
// - yield: the yield text, equal after `normaliseText`, when the card prints one that says more than
//   servings ('Makes 12 muffins', '2 loaves').
// - ingredients and steps: each printed line (an ingredient; a whole step, however it wraps) matches a
//   line read when both are equal after `normaliseText`, in any order, each used once. The list is right
//   when at least 90% of its lines are matched and the lines read that match none number at most 10% of
//   the printed ones: with fewer than ten lines, every one.
import type { CardRecipe, Family } from './recipes.ts';
import type { Degradation } from './degrade.ts';

export type Field = 'name' | 'servings' | 'time' | 'yield' | 'ingredients' | 'steps';
export const FIELDS: Field[] = ['name', 'servings', 'time', 'yield', 'ingredients', 'steps'];

/** What a reader found, in the fields that are scored. */
export interface Found {
  name: string | null;
  servings: number | null;
  /** Minutes from start to table as the app reads them from the fields found (recipeTotalTime). */
  time: number | null;
  yield: string | null;
  ingredients: string[];
  instructions: string[];
}

export interface CardScore {
  /** Each scored field: right or not. */
  fields: Partial<Record<Field, boolean>>;
  /** Lines of the two lists matched, out of the printed ones. */
  lines: { matched: number; printed: number };
  misses: string[];
}

const FRACTIONS: Record<string, string> = { '½': '1/2', '¼': '1/4', '¾': '3/4', '⅓': '1/3', '⅔': '2/3', '⅛': '1/8' };

/**
 * Case, accents, spacing, punctuation (but a decimal point), quote and dash styles do not count;
 * unicode fractions are written out ('1½' and '1 ½' are '1 1/2'). Letters, digits and fractions do.
 */
export function normaliseText(text: string): string {
  return (
    text
      .replace(/(\d)\s*([½¼¾⅓⅔⅛])/g, '$1 $2')
      .replace(/[½¼¾⅓⅔⅛]/g, (fraction) => FRACTIONS[fraction])
      .replace(/⁄/g, '/')
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/['‘’`´]/g, '')
      .replace(/\s*\/\s*/g, '/')
      // Everything but letters, digits, '/' and a decimal point ('1.5') is a space.
      .replace(/[^\p{L}\p{N}/.]+|\.(?!(?<=\d\.)\d)/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Printed lines matched by lines read (each used once), and the lines read that match none. */
export function matchLines(printed: string[], read: string[]): { matched: number; missed: string[]; extra: string[] } {
  const left = read.map((line) => ({ line, normal: normaliseText(line) }));
  const missed: string[] = [];
  for (const line of printed) {
    const index = left.findIndex(({ normal }) => normal === normaliseText(line));
    if (index >= 0) left.splice(index, 1);
    else missed.push(line);
  }
  return { matched: printed.length - missed.length, missed, extra: left.map(({ line }) => line) };
}

/** The list rule: ≥ 90% of the printed lines matched, and lines matching none at most 10% of them. */
export function listIsRight(printed: number, matched: number, extra: number): boolean {
  return matched >= 0.9 * printed && extra <= 0.1 * printed;
}

export function scoreCard(recipe: CardRecipe, found: Found | null): CardScore {
  const fields: Partial<Record<Field, boolean>> = {};
  const misses: string[] = [];
  const single = (field: Field, right: boolean, expected: unknown, actual: unknown) => {
    fields[field] = right;
    if (!right) misses.push(`${field}: expected ${JSON.stringify(expected)}, read ${JSON.stringify(actual)}`);
  };
  single('name', normaliseText(found?.name ?? '') === normaliseText(recipe.name), recipe.name, found?.name);
  const { servings, time, yield: printedYield } = recipe.truth;
  if (servings !== null) single('servings', found?.servings === servings, servings, found?.servings);
  if (time !== null) single('time', found?.time === time, time, found?.time);
  if (printedYield !== null) single('yield', normaliseText(found?.yield ?? '') === normaliseText(printedYield), printedYield, found?.yield);
  let matchedLines = 0;
  let printedLines = 0;
  for (const [field, printed, read] of [
    ['ingredients', recipe.groups.flatMap((group) => group.items), found?.ingredients ?? []],
    ['steps', recipe.steps, found?.instructions ?? []],
  ] as const) {
    const { matched, missed, extra } = matchLines([...printed], [...read]);
    fields[field] = listIsRight(printed.length, matched, extra.length);
    matchedLines += matched;
    printedLines += printed.length;
    if (!fields[field]) misses.push(`${field}: ${matched}/${printed.length} matched, ${extra.length} extra`);
    for (const line of missed) misses.push(`  ${field} missed: ${JSON.stringify(line)}`);
    for (const line of extra) misses.push(`  ${field} read:   ${JSON.stringify(line)}`);
  }
  return { fields, lines: { matched: matchedLines, printed: printedLines }, misses };
}

export interface ScoredCard {
  id: string;
  family: Family;
  degradation: Degradation;
  seconds: number;
  score: CardScore;
}

interface Tally {
  right: number;
  fields: number;
}

function tally(cards: ScoredCard[], field?: Field): Tally {
  let right = 0;
  let fields = 0;
  for (const card of cards) {
    for (const [name, value] of Object.entries(card.score.fields)) {
      if (field && name !== field) continue;
      fields += 1;
      if (value) right += 1;
    }
  }
  return { right, fields };
}

const percent = ({ right, fields }: Tally) => (fields ? `${((100 * right) / fields).toFixed(1)}%` : '–');

const DEGRADATION_ORDER: Degradation[] = ['plain', 'tilted', 'small', 'photographed', 'scanned'];

export interface AccuracySummary {
  /** % of fields right: by family (rows, and 'all') and degradation (columns, and 'all'). */
  table: Record<string, Record<string, { right: number; fields: number }>>;
  /** % of each field right, by degradation. */
  byField: Record<string, Record<string, { right: number; fields: number }>>;
  /** Mean seconds a card took the reader, by degradation and overall. */
  seconds: Record<string, number>;
  /** Lines of the lists matched, by degradation. */
  lines: Record<string, { matched: number; printed: number }>;
}

export function summarise(cards: ScoredCard[]): AccuracySummary {
  const degradations = DEGRADATION_ORDER.filter((degradation) => cards.some((card) => card.degradation === degradation));
  const families = [...new Set(cards.map((card) => card.family))];
  const table: AccuracySummary['table'] = {};
  for (const family of [...families, 'all']) {
    table[family] = {};
    for (const degradation of [...degradations, 'all']) {
      table[family][degradation] = tally(
        cards.filter((card) => (family === 'all' || card.family === family) && (degradation === 'all' || card.degradation === degradation)),
      );
    }
  }
  const byField: AccuracySummary['byField'] = {};
  const seconds: AccuracySummary['seconds'] = {};
  const lines: AccuracySummary['lines'] = {};
  for (const degradation of [...degradations, 'all']) {
    const some = cards.filter((card) => degradation === 'all' || card.degradation === degradation);
    byField[degradation] = Object.fromEntries(FIELDS.map((field) => [field, tally(some, field)]));
    seconds[degradation] = some.reduce((sum, card) => sum + card.seconds, 0) / some.length;
    lines[degradation] = some.reduce(
      (sum, card) => ({ matched: sum.matched + card.score.lines.matched, printed: sum.printed + card.score.lines.printed }),
      {
        matched: 0,
        printed: 0,
      },
    );
  }
  return { table, byField, seconds, lines };
}

/** The goals of issue 52, by degradation: at least this share of fields right. */
export const GOALS: Record<string, number> = { plain: 0.95, tilted: 0.8, small: 0.8, photographed: 0.8, scanned: 0.8 };

/** The summary as text tables: fields right by family and degradation, by field, seconds a card. */
export function accuracyReport(summary: AccuracySummary): string[] {
  const degradations = Object.keys(summary.table.all);
  const cell = (text: string) => text.padStart(13);
  const out: string[] = [];
  out.push(`${'fields right'.padEnd(20)}${degradations.map(cell).join('')}`);
  for (const [family, row] of Object.entries(summary.table)) {
    out.push(`${family.padEnd(20)}${degradations.map((degradation) => cell(`${percent(row[degradation])} (${row[degradation].fields})`)).join('')}`);
  }
  out.push(`${'goal'.padEnd(20)}${degradations.map((degradation) => cell(GOALS[degradation] ? `≥ ${GOALS[degradation] * 100}%` : '')).join('')}`);
  out.push('');
  out.push(`${'by field'.padEnd(20)}${degradations.map(cell).join('')}`);
  for (const field of FIELDS) {
    out.push(`${field.padEnd(20)}${degradations.map((degradation) => cell(percent(summary.byField[degradation][field]))).join('')}`);
  }
  out.push(
    `${'list lines matched'.padEnd(20)}${degradations.map((degradation) => cell(percent({ right: summary.lines[degradation].matched, fields: summary.lines[degradation].printed }))).join('')}`,
  );
  out.push(`${'seconds a card'.padEnd(20)}${degradations.map((degradation) => cell(summary.seconds[degradation].toFixed(1))).join('')}`);
  return out;
}
