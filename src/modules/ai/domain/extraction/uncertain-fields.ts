import type { RecipeFields } from './recipe-text-parser.js';
import type { PlacedLine } from './text-layout.js';

/**
 * The fields of a recipe read from a photo or PDF that the reader can be unsure of, in the order the
 * recipe form shows them. The cook is asked to check these first.
 */
export const UNCERTAIN_FIELDS = [
  'name',
  'description',
  'prepTime',
  'cookTime',
  'totalTime',
  'servings',
  'yield',
  'difficulty',
  'category',
  'ingredients',
  'instructions',
  'tips',
] as const;
export type UncertainField = (typeof UNCERTAIN_FIELDS)[number];

/**
 * A word tesseract scores under this (0 to 100) is doubtful. Measured on the extraction test's seven
 * cards read by OCR and four harsher copies of each (shrunk to 45-60%, turned 0-10°, JPEG q50-60):
 * 2,458 words with letters or digits. Of the words scored 90 or more about 1 in 2,400 was misread, of
 * those from 80 to 89 about 1 in 13, of those under 80 about 1 in 6. A cut at 90 would catch a few more
 * misreadings, but the LSTM scores short tokens it read right ('4', 'tbsp', 'oil,') in the 80s too: it
 * marked the servings of the plainest card ('Serves 4' at 89). At 80, doubtful words mark nothing on five
 * of the seven clean cards, and one to a few fields on the harsher copies, where the misreadings are.
 */
export const DOUBTFUL_WORD_CONFIDENCE = 80;
/** More doubtful words than this and the whole reading is in doubt: every field it found is marked. */
const MAX_DOUBTFUL_WORDS = 40;

/** The known field names among `names`, each once, in the form's order. */
export function inFormOrder(names: Iterable<unknown>): UncertainField[] {
  const given = new Set(names);
  return UNCERTAIN_FIELDS.filter((field) => given.has(field));
}

function isMissing(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return !(value >= 1);
  return value === null || value === undefined;
}

/**
 * What a reading did not find, so that a made-up value stands in for it: a name ('Untitled Recipe'),
 * the servings (4) and the cooking time (30 minutes). Difficulty, category and description are left
 * out: cards rarely print them, the defaults say so plainly, and marking them would mark every import.
 */
export function fieldsNotFound(found: { name?: unknown; servings?: unknown; cookTime?: unknown }): UncertainField[] {
  return (['name', 'servings', 'cookTime'] as const).filter((field) => isMissing(found[field]));
}

/** The same word read otherwise: every letter an x, every digit the next one ("Serves 4" → "Serves 5"). */
function misread(text: string): string {
  return text.replace(/\p{L}/gu, 'x').replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changedFields(before: RecipeFields, after: RecipeFields): UncertainField[] {
  return UNCERTAIN_FIELDS.filter((field) => !same(before[field], after[field]));
}

function filledFields(fields: RecipeFields): UncertainField[] {
  return UNCERTAIN_FIELDS.filter((field) => {
    const value = fields[field];
    return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined;
  });
}

/**
 * The fields that rest on a word OCR was unsure of (confidence under DOUBTFUL_WORD_CONFIDENCE). Each
 * doubtful word is read otherwise and the pages read again: the fields that come out different are
 * the ones it belongs to. So a doubtful '4' in 'Serves 4' marks the servings, one in an ingredient line
 * the ingredients, and one in a heading or a step number nothing at all, since the fields stay the same.
 * `read` is the reader's own way from pages to fields; `found` what it read from them as they are.
 */
export function fieldsOfDoubtfulWords(
  pages: PlacedLine[][],
  read: (pages: PlacedLine[][]) => RecipeFields,
  found: RecipeFields = read(pages),
): UncertainField[] {
  const doubtful: [number, number, number][] = [];
  pages.forEach((page, pageIndex) =>
    page.forEach((line, lineIndex) =>
      line.forEach((word, wordIndex) => {
        const { confidence } = word;
        if (confidence !== undefined && confidence < DOUBTFUL_WORD_CONFIDENCE && /[\p{L}\p{N}]/u.test(word.text)) {
          doubtful.push([pageIndex, lineIndex, wordIndex]);
        }
      }),
    ),
  );
  if (doubtful.length > MAX_DOUBTFUL_WORDS) return filledFields(found);
  const marked = new Set<UncertainField>();
  for (const [pageIndex, lineIndex, wordIndex] of doubtful) {
    const otherwise = pages.map((page, p) =>
      p !== pageIndex
        ? page
        : page.map((line, l) => (l !== lineIndex ? line : line.map((word, w) => (w !== wordIndex ? word : { ...word, text: misread(word.text) })))),
    );
    for (const field of changedFields(found, read(otherwise))) marked.add(field);
  }
  return inFormOrder(marked);
}
