// `npm run bench`: the everyday bench (bench/run.mjs); `-- --scale [--reuse]`: Savor at 100,000 cooks (bench/scale.mjs);
// `-- --urls`: URL import accuracy (bench/url-accuracy.mjs), `-- --real-pages` the same on real sites' saved pages
// (bench/real-pages); `-- --accuracy`: only the offline reader's accuracy on the
// printed card corpus (bench/accuracy.mjs).
const args = process.argv;
const bench = args.includes('--scale')
  ? './scale.mjs'
  : args.includes('--urls') || args.includes('--real-pages')
    ? './url-accuracy.mjs'
    : args.includes('--accuracy')
      ? './accuracy.mjs'
      : './run.mjs';
await import(bench);
