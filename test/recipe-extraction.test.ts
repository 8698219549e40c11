import { recipeTotalTime } from '../src/kernel/recipes/recipe-times.js';
import { OfflineRecipeExtractor } from '../src/modules/ai/adapters/extraction/offline-recipe-extractor.js';
import { DocumentReader } from '../src/modules/ai/adapters/extraction/document-reader.js';
import type { RecipeFields } from '../src/modules/ai/domain/extraction/recipe-text-parser.js';
import { sniffUploadKind } from '../src/modules/ai/domain/extraction/recipe-upload.js';
import { readerProcesses, watchReaderMemory } from './support/reader-processes.js';
import { angledPhoto, type CardSource, printedRecipeCards, type RecipeCard } from './support/recipe-cards.js';

/** Case, spacing, quote and dash styles and a closing full stop do not count; every other character does. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/[\s.]+$/, '')
    .trim();
}

interface Score {
  correct: number;
  fields: number;
  misses: string[];
}

/**
 * Field by field against the source: name, servings and time are one field each; every ingredient
 * line and every step is one field, matched exactly (after `normalise`) and in any order, and a list
 * counts as long as the longer of the two, so lines the extractor made up cost as much as lines it lost.
 */
function score(source: CardSource, found: RecipeFields | null): Score {
  const misses: string[] = [];
  let correct = 0;
  let fields = 0;
  const single = (label: string, expected: unknown, actual: unknown, same: boolean) => {
    fields += 1;
    if (same) correct += 1;
    else misses.push(`${label}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  };
  single('name', source.name, found?.name, normalise(found?.name ?? '') === normalise(source.name));
  single('servings', source.servings, found?.servings, found?.servings === source.servings);
  // The time a recipe takes from start to table, as cooking mode and the planner read the fields found.
  const foundTime = found && found.cookTime !== null ? recipeTotalTime({ ...found, cookTime: found.cookTime }) : null;
  single('time', source.cookTime, foundTime, foundTime === source.cookTime);
  for (const [label, expected, actual] of [
    ['ingredient', source.ingredients, found?.ingredients ?? []],
    ['step', source.instructions, found?.instructions ?? []],
  ] as const) {
    const left = actual.map(normalise);
    for (const line of expected) {
      const index = left.indexOf(normalise(line));
      if (index >= 0) {
        left.splice(index, 1);
        correct += 1;
      } else {
        misses.push(`${label} missed: ${JSON.stringify(line)}`);
      }
    }
    for (const extra of left) misses.push(`${label} read: ${JSON.stringify(extra)}`);
    fields += Math.max(expected.length, actual.length);
  }
  return { correct, fields, misses };
}

const reader = new DocumentReader();
const extractor = new OfflineRecipeExtractor(reader);
const cook = 1;
let cards: RecipeCard[];
const scores = new Map<string, Score & { seconds: number }>();

beforeAll(async () => {
  cards = await printedRecipeCards();
}, 60_000);
afterAll(() => reader.onModuleDestroy());

describe('the offline extractor on printed recipe cards', () => {
  it('reads every card, scored field by field against the text it was printed from', async () => {
    const memory = watchReaderMemory();
    for (const card of cards) {
      const kind = sniffUploadKind(card.bytes);
      expect(kind).not.toBeNull();
      const started = performance.now();
      const found = await extractor.extract({ kind: kind!, bytes: card.bytes }, cook);
      scores.set(card.id, { ...score(card.source, found), seconds: (performance.now() - started) / 1000 });
    }
    const report = cards.map((card) => {
      const { correct, fields, misses, seconds } = scores.get(card.id)!;
      const head = `${card.id.padEnd(12)} ${String(correct).padStart(2)}/${fields} = ${((100 * correct) / fields).toFixed(1).padStart(5)}%  ${seconds.toFixed(1)} s  (${card.layout})`;
      return [head, ...misses.map((miss) => `    ${miss}`)].join('\n');
    });
    const correct = [...scores.values()].reduce((sum, item) => sum + item.correct, 0);
    const fields = [...scores.values()].reduce((sum, item) => sum + item.fields, 0);
    console.log(
      `Offline extraction, field accuracy per card:\n${report.join('\n')}\nOverall ${correct}/${fields} = ${((100 * correct) / fields).toFixed(1)}%; reader peak RSS ${memory()} MB`,
    );

    expect(correct / fields).toBeGreaterThanOrEqual(0.9);
    for (const { correct: cardCorrect, fields: cardFields } of scores.values()) expect(cardCorrect / cardFields).toBeGreaterThanOrEqual(0.7);
  }, 180_000);

  it('draws a card photographed at an angle on a table flat before reading it: every field comes out right', async () => {
    const card = await angledPhoto();
    const found = await extractor.extract({ kind: 'jpeg', bytes: card.bytes }, cook);
    expect(score(card.source, found).misses).toEqual([]);
  }, 60_000);

  it('reads in a process of its own that is replaced when it dies and ended with the module', async () => {
    const card = cards.find((candidate) => candidate.id === 'pdf-text')!;
    const file = { kind: 'pdf' as const, bytes: card.bytes };
    expect((await extractor.extract(file, cook))?.name).toBe(card.source.name);
    const [host] = readerProcesses();
    expect(host).toBeDefined();
    process.kill(host, 'SIGKILL');
    while (readerProcesses().includes(host)) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await extractor.extract(file, cook))?.name).toBe(card.source.name);
    expect(readerProcesses()).toHaveLength(1);
    await reader.onModuleDestroy();
    expect(readerProcesses()).toEqual([]);
  }, 60_000);
});
