// `npm run bench`: the everyday bench (bench/run.mjs); `npm run bench -- --scale [--reuse]`: Savor at 100,000 cooks (bench/scale.mjs);
// `npm run bench -- --accuracy`: only the offline reader's accuracy on the printed card corpus (bench/accuracy.mjs).
const args = process.argv;
await import(args.includes('--scale') ? './scale.mjs' : args.includes('--accuracy') ? './accuracy.mjs' : './run.mjs');
