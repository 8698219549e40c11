// `npm run bench`: the everyday bench (bench/run.mjs); `-- --scale [--reuse]`: Savor at 100,000 cooks (bench/scale.mjs); `-- --urls`: URL import accuracy (bench/url-accuracy.mjs).
await import(process.argv.includes('--scale') ? './scale.mjs' : process.argv.includes('--urls') ? './url-accuracy.mjs' : './run.mjs');
