import { COUNTING_WORDS } from '@kernel/ingredients/ingredient-parser';

/**
 * Times mentioned in a recipe step ('Simmer for 25 minutes', 'Bake 1 1/2 hours', 'Rest 5–7 minutes'),
 * so the cooking screen can offer a timer for each. Vague times ('a few minutes', 'overnight',
 * 'until golden') and numbers that are not times ('220°C', '2 cups') are left alone.
 */
export interface DetectedDuration {
  /** Short text for buttons and toasts: '25 min', '1 hr 15 min', '5–7 min', '90 sec'. */
  label: string;
  seconds: number;
}

type Unit = 'hr' | 'min' | 'sec';

const UNIT_SECONDS: Record<Unit, number> = { hr: 3600, min: 60, sec: 1 };

const WORD_NUMBERS: Record<string, number> = {
  ...COUNTING_WORDS,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  'forty-five': 45,
  forty: 40,
  sixty: 60,
};

const VULGAR_FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };

// A number as cooks write it: 25, 1.5, 1,5, 1 1/2, 1½, 1/2, ½, or a word (a, an, one … sixty).
const NUM =
  String.raw`(?:\d+(?:[.,]\d+)?(?:\s+\d+\/\d+|\s*[½¼¾⅓⅔])?|\d+\/\d+|[½¼¾⅓⅔]|` +
  Object.keys(WORD_NUMBERS)
    .sort((a, b) => b.length - a.length)
    .join('|') +
  ')';
const HOUR = String.raw`(?:hours?|hrs?)`;
const MIN = String.raw`(?:minutes?|mins?)`;
const SEC = String.raw`(?:seconds?|secs?)`;
// '25 minutes', '25-minute', '25min'
const GAP = String.raw`\s*-?\s*`;
// Not inside a word or a longer number ('1.25' does not hold '25').
const START = String.raw`(?<![\w.,/½¼¾⅓⅔-])`;
const END = String.raw`(?![\w])`;
const AND_A_HALF = String.raw`(?<andHalf>\s+and\s+a\s+half)?`;

const PATTERN = new RegExp(
  [
    // half an hour
    String.raw`(?<half>\bhalf\s+an?\s+hour\b)`,
    // 1 hour 15 minutes, 1 hr and 15 mins
    `${START}(?<hBig>${NUM})${GAP}${HOUR}${END}\\s+(?:and\\s+)?(?<hSmall>${NUM})${GAP}${MIN}${END}`,
    // 2 minutes 30 seconds
    `${START}(?<mBig>${NUM})${GAP}${MIN}${END}\\s+(?:and\\s+)?(?<mSmall>${NUM})${GAP}${SEC}${END}`,
    // 5–7 minutes, 5-7 minutes, 5 to 7 minutes, 2 or 3 minutes
    `${START}(?<rLow>${NUM})\\s*(?:–|—|-|to|or)\\s*(?<rHigh>${NUM})${GAP}(?<rUnit>${HOUR}|${MIN}|${SEC})${END}`,
    // 25 minutes, an hour and a half
    `${START}(?<one>${NUM})${GAP}(?<oneUnit>${HOUR}|${MIN}|${SEC})${END}${AND_A_HALF}`,
  ].join('|'),
  'gi',
);

function unitOf(text: string): Unit {
  const t = text.toLowerCase();
  if (t.startsWith('h')) return 'hr';
  if (t.startsWith('m')) return 'min';
  return 'sec';
}

function parseNumber(raw: string): number | null {
  const text = raw.trim().toLowerCase();
  if (text in WORD_NUMBERS) return WORD_NUMBERS[text];
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[3]) === 0 ? null : Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[2]) === 0 ? null : Number(fraction[1]) / Number(fraction[2]);
  const vulgar = /^(\d*)\s*([½¼¾⅓⅔])$/.exec(text);
  if (vulgar) return Number(vulgar[1] || 0) + VULGAR_FRACTIONS[vulgar[2]];
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

function formatNumber(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
}

/** '1 hr 15 min', '25 min', '1 min 30 sec', '45 sec'. */
export function formatDurationLabel(totalSeconds: number): string {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = Math.round(totalSeconds % 60);
  const parts: string[] = [];
  if (h) parts.push(`${h} hr`);
  if (m) parts.push(`${m} min`);
  if (s || parts.length === 0) parts.push(`${s} sec`);
  return parts.join(' ');
}

export function detectDurations(stepText: string): DetectedDuration[] {
  const found: DetectedDuration[] = [];
  for (const match of stepText.matchAll(PATTERN)) {
    const g = match.groups ?? {};
    let duration: DetectedDuration | null = null;
    if (g.half) {
      duration = { label: '30 min', seconds: 1800 };
    } else if ((g.hBig && g.hSmall) || (g.mBig && g.mSmall)) {
      const [bigText, smallText, bigUnit, smallUnit]: [string, string, number, number] = g.hBig
        ? [g.hBig, g.hSmall, 3600, 60]
        : [g.mBig, g.mSmall, 60, 1];
      const big = parseNumber(bigText);
      const small = parseNumber(smallText);
      if (big !== null && small !== null) {
        const seconds = Math.round(big * bigUnit + small * smallUnit);
        duration = { label: formatDurationLabel(seconds), seconds };
      }
    } else if (g.rLow && g.rHigh && g.rUnit) {
      const low = parseNumber(g.rLow);
      const high = parseNumber(g.rHigh);
      const unit = unitOf(g.rUnit);
      if (low !== null && high !== null && high > low) {
        duration = { label: `${formatNumber(low)}–${formatNumber(high)} ${unit}`, seconds: Math.round(high * UNIT_SECONDS[unit]) };
      } else if (high !== null) {
        duration = { label: formatDurationLabel(Math.round(high * UNIT_SECONDS[unit])), seconds: Math.round(high * UNIT_SECONDS[unit]) };
      }
    } else if (g.one && g.oneUnit) {
      const n = parseNumber(g.one);
      const unit = unitOf(g.oneUnit);
      const half = g.andHalf ? 0.5 : 0;
      if (n !== null) {
        const seconds = Math.round((n + half) * UNIT_SECONDS[unit]);
        duration = { label: unit === 'sec' ? `${formatNumber(n + half)} sec` : formatDurationLabel(seconds), seconds };
      }
    }
    if (duration && duration.seconds > 0 && !found.some((d) => d.label === duration.label && d.seconds === duration.seconds)) {
      found.push(duration);
    }
  }
  return found;
}

/** A countdown as mm:ss, or h:mm:ss from an hour up; never negative. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
