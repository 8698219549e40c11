// `npm run bench`: the everyday bench (bench/run.mjs); `npm run bench -- --scale [--reuse]`: Savor at 100,000 cooks (bench/scale.mjs).
await import(process.argv.includes('--scale') ? './scale.mjs' : './run.mjs');
