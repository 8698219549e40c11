import { printedYield } from '../../../../kernel/recipes/recipe-times.js';
import { difficultyOf } from '../recipe-draft.js';

/** What a recipe says about itself on lines like "Serves 4 | Prep: 15 min | Cook time: 1 hr 15 min". */
export interface RecipeMeta {
  servings?: number;
  prepMinutes?: number;
  cookMinutes?: number;
  totalMinutes?: number;
  /** The yield when it says more than the servings: "Makes 12", "Yield: 2 loaves" → "2 loaves". */
  yield?: string;
  difficulty?: string;
}

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };

/** A number as printed: "90", "1.5", "1,5", "1 1/2", "1½", "½"; OCR's "l" or "|" for 1 is read as 1. */
const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?(?:\s*[½¼¾⅓⅔]|\s+\d\/\d)?|\d\/\d|[½¼¾⅓⅔]|[lI|](?=\s*(?:h|hr|hour|min|m\b)))`;
const RANGE = String.raw`${NUMBER}(?:\s*(?:-|–|to)\s*${NUMBER})?`;
const HOURS = String.raw`(?:hours?|hrs?\.?|h)`;
const MINUTES = String.raw`(?:minutes?|mins?\.?|m)`;
/** A count ('4', '4-6'): a number after a dash that a time unit follows is the next fact ('Serves 4 - 35 minutes'), not the range's end. */
const COUNT_RANGE = String.raw`${NUMBER}(?:\s*(?:-|–|to)\s*${NUMBER}(?!\s*(?:${HOURS}|${MINUTES})(?![a-z])))?`;
/**
 * "1 hr 15 min", "1 hour and 15 minutes", "1h15", "90 mins", "45-50 minutes", "1 1/2 hours". Four
 * groups: hours, minutes after hours, minutes written straight after "h" ("1h15"), minutes alone.
 */
const DURATION = String.raw`(?:(${RANGE})\s*${HOURS}(?:\s*(?:and\s+|,\s*)?(${RANGE})\s*${MINUTES}|(\d{2})(?!\d))?|(${RANGE})\s*${MINUTES})(?![a-z])`;

function numberValue(text: string): number {
  const value = text.trim().replace(',', '.');
  if (/^[lI|]$/.test(value)) return 1;
  if (value in FRACTIONS) return FRACTIONS[value];
  const fraction = /^(\d+)?\s*(?:([½¼¾⅓⅔])|(\d)\/(\d))$/.exec(value);
  if (fraction) {
    const whole = fraction[1] ? Number(fraction[1]) : 0;
    return whole + (fraction[2] ? FRACTIONS[fraction[2]] : Number(fraction[3]) / Number(fraction[4]));
  }
  return Number(value);
}

/** A range ("45-50") is averaged. */
function rangeValue(text: string): number {
  const parts = text.split(/\s*(?:-|–|to)\s*/).filter(Boolean);
  const values = parts.map(numberValue);
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Minutes in a duration match of DURATION. */
function durationMinutes(match: RegExpExecArray, offset: number): number {
  const [hours, minutesAfterHours, compactMinutes, minutesOnly] = match.slice(offset, offset + 4);
  if (minutesOnly !== undefined) return rangeValue(minutesOnly);
  const minutes = minutesAfterHours ?? compactMinutes;
  return rangeValue(hours) * 60 + (minutes === undefined ? 0 : rangeValue(minutes));
}

/** Reads a duration anywhere in the text: minutes, or null. */
export function parseDuration(text: string): number | null {
  const match = new RegExp(DURATION, 'i').exec(text);
  if (!match) return null;
  const minutes = Math.round(durationMinutes(match, 1));
  return Number.isFinite(minutes) && minutes > 0 ? minutes : null;
}

/** The value of a fact printed under its label: a duration ('1 hr 15 min'), or a count with at most one word ('4', '12 rolls', '2 loaves'). */
export function isMetaValue(text: string): boolean {
  return new RegExp(String.raw`^\s*(?:(?:about\s+)?${DURATION}|${COUNT_RANGE}(?:\s+\p{L}+)?)\s*$`, 'iu').test(text);
}

type TimeKind = 'prepMinutes' | 'cookMinutes' | 'totalMinutes';
const TIME_LABELS: [RegExp, TimeKind][] = [
  [/^(?:prep(?:aration)?|active|hands-on)$/i, 'prepMinutes'],
  [/^(?:cook(?:ing)?|bak(?:e|ing)|roast(?:ing)?|oven)$/i, 'cookMinutes'],
  [/^(?:total|ready in|time|takes)$/i, 'totalMinutes'],
];
const TIME_LABEL = String.raw`(prep(?:aration)?|active|hands-on|cook(?:ing)?|bak(?:e|ing)|roast(?:ing)?|oven|total|ready in|time|takes)(?:\s+time)?`;
const TIME = new RegExp(String.raw`\b${TIME_LABEL}\s*[:=\-–]?\s*(?:about\s+|approx\.?\s+)?${DURATION}`, 'gi');
/** 'Prep 10 | Cook 25': minutes without their unit, where a label gives them and a separator or the line's end follows. */
const TIME_WITHOUT_UNIT = new RegExp(String.raw`\b${TIME_LABEL}\s*[:=\-–]?\s*(\d{1,3})(?=\s*(?:[|•·,;/]|$))`, 'gi');
const SERVINGS_LABELLED = new RegExp(
  String.raw`\b(?:serves|servings?|serving size|yields?|makes|portions?|feeds)\s*[:=\-–]?\s*(?:about\s+|approx\.?\s+|up to\s+)?(${COUNT_RANGE}|[lI])\b(?:\s*(?:servings?|people|persons|portions))?`,
  'gi',
);
const SERVINGS_TRAILING = new RegExp(String.raw`\b(${COUNT_RANGE})\s*(?:servings?|portions|people)\b`, 'gi');
const DIFFICULTY =
  /\b(?:difficulty|level|skill(?: level)?)\s*[:=\-–]?\s*(easy|simple|beginner|medium|moderate|intermediate|hard|difficult|advanced|challenging)\b/gi;

/** Separators between facts on one line: "Serves 4 | Prep 10 min • Cook 20 min". */
const LEFTOVER = /^[\s|•·,;:/\\\-–—()[\]*+.]*$/;
/** What may follow "Makes 12" on a line of its own: "small muffins", "cookies", "as a main course". */
const SERVING_NOUNS = /^[\s|•·,;:\-–—]*(?:about\s+)?[a-z][a-z\s-]{0,30}[.]?$/i;

const SERVINGS_FIRST = /^\W*(?:serves|makes|yields?|feeds)\b/i;

function firstCount(text: string): number {
  const first = text.split(/\s*(?:-|–|to)\s*/)[0];
  return Math.round(numberValue(first));
}

/**
 * Reads servings, times and difficulty from one line. `meta` is null when the line also says
 * something else (a step that mentions "cook 10 minutes" is a step, not a time).
 */
export function readMetaLine(line: string): RecipeMeta | null {
  const meta: RecipeMeta = {};
  let rest = line;
  let servingsMatched = false;
  let servingsText = '';

  const addTime = (label: string, minutes: number) => {
    const kind = TIME_LABELS.find(([pattern]) => pattern.test(label))?.[1] ?? 'totalMinutes';
    // Preparation and cooking add up ("Cook: 10 min, Bake: 25 min"); the first total counts.
    if (minutes > 0 && (kind !== 'totalMinutes' || meta.totalMinutes === undefined)) {
      meta[kind] = (kind === 'totalMinutes' ? 0 : (meta[kind] ?? 0)) + minutes;
    }
    return ' ';
  };
  rest = rest.replace(TIME, (...args: unknown[]) => {
    const match = args.slice(0, -2) as string[];
    return addTime(match[1], Math.round(durationMinutes(match as unknown as RegExpExecArray, 2)));
  });
  rest = rest.replace(TIME_WITHOUT_UNIT, (_match, label: string, minutes: string) => addTime(label, Number(minutes)));
  for (const pattern of [SERVINGS_LABELLED, SERVINGS_TRAILING]) {
    rest = rest.replace(pattern, (match: string, count: string) => {
      servingsText ||= match;
      const servings = firstCount(count);
      if (servings >= 1 && servings <= 1000 && meta.servings === undefined) meta.servings = servings;
      servingsMatched = true;
      return ' ';
    });
  }
  rest = rest.replace(DIFFICULTY, (_match, word: string) => {
    meta.difficulty = difficultyOf(word) ?? undefined;
    return ' ';
  });

  if (Object.keys(meta).length === 0) return null;
  // 'Serves 4 · 35 minutes': a duration without a label beside other facts is the whole time.
  const bare = new RegExp(DURATION, 'i').exec(rest);
  if (bare && meta.totalMinutes === undefined) {
    const without = rest.replace(bare[0], ' ');
    const minutes = Math.round(durationMinutes(bare, 1));
    if (minutes > 0 && (LEFTOVER.test(without) || servingNouns(line, servingsMatched, without) !== null)) {
      meta.totalMinutes = minutes;
      rest = without;
    }
  }
  if (LEFTOVER.test(rest)) return withYield(meta, servingsText);
  // "Makes 12 small muffins" or "Serves 4 as a main course": servings with a few words after them.
  const nouns = servingNouns(line, servingsMatched, rest);
  return nouns === null ? null : withYield(meta, `${servingsText} ${nouns}`);
}

/**
 * The words after the servings on a line that starts with them ("Makes 12 small muffins · 40 minutes"
 * leaves "small muffins"), when the rest of the line is only those words and separators; else null.
 */
function servingNouns(line: string, servingsMatched: boolean, rest: string): string | null {
  if (!servingsMatched || !SERVINGS_FIRST.test(line)) return null;
  const words = rest.replace(/^[\s|•·,;:\-–—]+|[\s|•·,;:\-–—/]+$/g, '');
  return SERVING_NOUNS.test(words) && words.split(/\s+/).length <= 4 ? words : null;
}

/** The line's yield, when it says more than the servings ("Makes 12 cookies", not "Serves 4"). */
function withYield(meta: RecipeMeta, servingsText: string): RecipeMeta {
  const printed = servingsText ? printedYield(servingsText) : null;
  if (printed) meta.yield = printed;
  return meta;
}
