import { NUTRIENT_TABLE, type Food } from './nutrient-table.js';

/**
 * Descriptive words that never change which food is meant; removed before a second matching
 * attempt so that "boneless skinless chicken breast" and "chicken, boneless breast" both find it.
 */
const DESCRIPTIVE_WORDS = new Set([
  'fresh',
  'freshly',
  'chopped',
  'finely',
  'roughly',
  'coarsely',
  'thinly',
  'diced',
  'minced',
  'sliced',
  'grated',
  'shredded',
  'peeled',
  'deveined',
  'seeded',
  'cored',
  'trimmed',
  'halved',
  'quartered',
  'cubed',
  'mashed',
  'crumbled',
  'boneless',
  'skinless',
  'skin',
  'on',
  'bone',
  'in',
  'unsalted',
  'salted',
  'extra',
  'virgin',
  'large',
  'medium',
  'small',
  'big',
  'ripe',
  'organic',
  'packed',
  'lightly',
  'firmly',
  'softened',
  'melted',
  'cold',
  'warm',
  'room',
  'temperature',
  'good',
  'quality',
  'store',
  'bought',
  'homemade',
  'low',
  'sodium',
  'reduced',
  'free',
  'range',
  'raw',
  'uncooked',
  'dried',
  'frozen',
  'thawed',
  'rinsed',
  'drained',
  'sifted',
  'heaping',
  'heaped',
  'level',
  'scant',
  'about',
  'approximately',
  'plus',
  'more',
  'a',
  'an',
  'the',
  'of',
  'some',
  'few',
  'whole',
]);

function singular(word: string): string {
  if (word.length <= 3 || /(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Lower case, accents and punctuation removed, hyphens as spaces, each word singular. */
export function normaliseFoodName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(singular)
    .join(' ');
}

function withoutDescriptiveWords(normalised: string): string {
  return normalised
    .split(' ')
    .filter((word) => !DESCRIPTIVE_WORDS.has(word))
    .join(' ');
}

interface AliasEntry {
  alias: string;
  food: Food;
}

/** Every alias, normalised, longest first (ties keep table order). */
const ALIASES: readonly AliasEntry[] = NUTRIENT_TABLE.flatMap((food) => food.aliases.map((alias) => ({ alias: normaliseFoodName(alias), food })))
  .filter((entry, index, all) => all.findIndex((other) => other.alias === entry.alias) === index)
  .map((entry, order) => ({ ...entry, order }))
  .sort((a, b) => b.alias.length - a.alias.length || a.order - b.order)
  .map(({ alias, food }) => ({ alias, food }));

function containsWords(haystack: string, words: string): boolean {
  return ` ${haystack} `.includes(` ${words} `);
}

/**
 * The table food a name refers to: the longest alias contained in the name as whole words
 * ("peanut butter" beats "butter", "sweet potato" beats "potato"), looked for in the name as
 * written and without descriptive words. Null when no alias is contained: the caller reports it.
 */
export function matchFood(name: string): Food | null {
  const normalised = normaliseFoodName(name);
  if (!normalised) return null;
  const stripped = withoutDescriptiveWords(normalised);
  for (const { alias, food } of ALIASES) {
    if (containsWords(normalised, alias) || (stripped && containsWords(stripped, alias))) return food;
  }
  return null;
}

/**
 * True when a name lists only zero-contribution seasonings ("salt and pepper", "salt & freshly
 * ground black pepper"): such a line is matched even without an amount.
 */
function nameParts(name: string): string[] {
  return name
    .split(/\band\b|&|\/|\+|,/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function isSeasoningOnly(name: string): boolean {
  const parts = nameParts(name);
  if (parts.length === 0) return false;
  return parts.every((part) => matchFood(part)?.seasoning === true);
}

/** The table ids of the seasonings a seasoning-only name lists: "salt, black pepper". */
export function seasoningIds(name: string): string {
  const ids = nameParts(name).map((part) => matchFood(part)?.id ?? part);
  return [...new Set(ids)].join(', ');
}
