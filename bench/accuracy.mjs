// `npm run bench -- --accuracy`: the offline photo and PDF reader on the held-out card corpus (bench/cards):
// 42 printed recipe cards in six layout families, each plain, tilted, small, photographed and scanned,
// read through the server's own path (the upload's data URL, OfflineRecipeExtractor, the reader's child
// processes, as built in dist/) two files at a time, as the server reads them. Prints the share of fields
// read right by family and degradation; `npm run bench` runs it too, after its other figures.
//
//   BENCH_CARDS=wild,lasagne     only the cards whose id contains one of these (a quick look; not a figure to report)
//   BENCH_ACCURACY_MISSES=1      print what each card missed
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { buildCorpus } from './cards/corpus.ts';
import { accuracyReport, scoreCard, summarise } from './cards/score.ts';
import { runBench } from './processes.mjs';

/** Reads every card of the corpus and scores it; the summary and each card's score. */
export async function measureAccuracy(step = (text) => process.stderr.write(`[accuracy] ${text}\n`)) {
  buildIfStale({ web: false });
  const { DocumentReader } = await import('../dist/src/modules/ai/adapters/extraction/document-reader.js');
  const { OfflineRecipeExtractor } = await import('../dist/src/modules/ai/adapters/extraction/offline-recipe-extractor.js');
  const { readRecipeUpload } = await import('../dist/src/modules/ai/domain/extraction/recipe-upload.js');
  const { recipeTotalTime } = await import('../dist/src/kernel/recipes/recipe-times.js');

  const startedAt = Date.now();
  const only = process.env.BENCH_CARDS?.split(',').filter(Boolean);
  const cards = await buildCorpus(only);
  step(`${cards.length} cards drawn in ${((Date.now() - startedAt) / 1000).toFixed(0)} s; reading them two at a time`);

  const reader = new DocumentReader();
  const extractor = new OfflineRecipeExtractor(reader);
  const scored = [];
  let next = 0;
  const readerStarted = Date.now();
  // Two readers' worth of files at a time (the server's HOSTS), each as its own cook's upload.
  const lane = async (cook) => {
    while (next < cards.length) {
      const card = cards[next++];
      const started = performance.now();
      let found = null;
      let failure;
      try {
        const fields = await extractor.extract(readRecipeUpload(`data:${card.mime};base64,${card.bytes.toString('base64')}`), cook);
        found = fields && {
          ...fields,
          time:
            fields.cookTime === null ? null : recipeTotalTime({ prepTime: fields.prepTime, cookTime: fields.cookTime, totalTime: fields.totalTime }),
        };
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      const score = scoreCard(card.recipe, found);
      if (failure) score.misses.unshift(`not read: ${failure}`);
      scored.push({
        id: card.id,
        family: card.family,
        degradation: card.degradation,
        detail: card.detail,
        fonts: card.fonts,
        seconds: (performance.now() - started) / 1000,
        score,
      });
      if (scored.length % 20 === 0) step(`${scored.length} of ${cards.length} read`);
    }
  };
  try {
    await Promise.all([lane(1), lane(2)]);
  } finally {
    await reader.onModuleDestroy();
  }
  scored.sort((a, b) => cards.findIndex((card) => card.id === a.id) - cards.findIndex((card) => card.id === b.id));
  return {
    date: new Date().toISOString(),
    cards: cards.length,
    readingSeconds: (Date.now() - readerStarted) / 1000,
    summary: summarise(scored),
    scored,
  };
}

/** The accuracy section of a report: the tables, and with BENCH_ACCURACY_MISSES each card's misses. */
export function accuracyLines(results) {
  const lines = [
    `Offline reader on ${results.cards} printed cards (bench/cards): ${results.readingSeconds.toFixed(0)} s reading, two files at a time on a shared machine`,
    '',
    ...accuracyReport(results.summary),
  ];
  if (process.env.BENCH_ACCURACY_MISSES) {
    for (const card of results.scored) {
      const right = Object.values(card.score.fields).filter(Boolean).length;
      const fields = Object.keys(card.score.fields).length;
      if (right === fields) continue;
      lines.push(
        '',
        `${card.id}  ${right}/${fields}  ${card.seconds.toFixed(1)} s  (${card.detail}; ${card.fonts})`,
        ...card.score.misses.map((miss) => `    ${miss}`),
      );
    }
  }
  return lines;
}

if (process.argv.includes('--accuracy')) {
  await runBench({
    main: () => measureAccuracy(),
    report: (results) => ['', ...accuracyLines(results)].join('\n'),
    file: 'bench-accuracy.json',
    cleanUp: async () => {},
  });
}
