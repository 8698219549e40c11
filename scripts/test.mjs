// `npm test`: every check and test runner; the last line adds them all up. The checks and the build run
// side by side (one process per part, each on one core), then jest, then the browser tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const results = [];
const bin = (name) => join('node_modules', '.bin', name);

function run(command, args, env = {}) {
  console.log(`\n▶ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

/**
 * Runs `command` with its output held back, and prints it in one piece when it ends: runs side by side
 * stay readable. Resolves to whether it passed and how long it took.
 */
function runQuietly(command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n▶ ${[command, ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const startedAt = Date.now();
let stepStarted = startedAt;
/** Records a runner's counts with the time it took: `seconds`, else the time since the previous step ended. */
function record(result, seconds = (Date.now() - stepStarted) / 1000) {
  results.push({ ...result, seconds });
  stepStarted = Date.now();
}

/** A check that passes or fails as one test. */
function check(name, ok, seconds) {
  record({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 }, seconds);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function contractIsCurrent() {
  const dir = mkdtempSync(join(tmpdir(), 'savor-contract-'));
  try {
    const spec = join(dir, 'openapi.yaml');
    const types = join(dir, 'schema.d.ts');
    if (!run(process.execPath, ['dist/src/cli/openapi.js', spec])) return false;
    if (!run(bin('openapi-typescript'), [spec, '--default-non-nullable', 'false', '-o', types])) return false;
    const fresh = readFileSync(spec, 'utf8') === readFileSync('openapi.yaml', 'utf8');
    const client = readFileSync(types, 'utf8') === readFileSync('web/src/api/schema.d.ts', 'utf8');
    if (!fresh) console.error('openapi.yaml is stale: run `npm run openapi` and commit the result.');
    if (!client) console.error('web/src/api/schema.d.ts is stale: run `npm run openapi` and commit the result.');
    return fresh && client;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

mkdirSync('test-results', { recursive: true });

const npmScript = (name) => runQuietly('npm', ['run', '--silent', name]);
/** Runs the parts of one check side by side: it passes when every part does, and takes as long as the slowest. */
const npmScripts = async (names) => {
  const parts = await Promise.all(names.map(npmScript));
  return { ok: parts.every((part) => part.ok), seconds: Math.max(...parts.map((part) => part.seconds)) };
};
// The type checks and ESLint run in parts (server, web): one process each was the phase's long pole,
// leaving a core idle at its end.
const [typed, layered, apiLinted, linted, formatted, built] = await Promise.all([
  npmScripts(['typecheck:server', 'typecheck:web', 'typecheck:e2e']),
  npmScript('lint:deps'),
  npmScript('lint:api'),
  npmScripts(['lint:server', 'lint:web']),
  npmScript('format:check'),
  npmScript('build'),
]);
check('type check (server and web)', typed.ok, typed.seconds);
check('dependency rule (ARCHITECTURE.md §2)', layered.ok, layered.seconds);
check('OpenAPI lint (Redocly, recommended rules)', apiLinted.ok, apiLinted.seconds);
check('lint (ESLint)', linted.ok, linted.seconds);
check('formatting (Prettier)', formatted.ok, formatted.seconds);
check('build (server and web)', built.ok, built.seconds);
stepStarted = Date.now();
check('OpenAPI contract and generated client are current', built.ok && contractIsCurrent());

const jestReport = 'test-results/jest.json';
rmSync(jestReport, { force: true });
// Three workers on two cores: with two, the API tests' waits on PostgreSQL left 0.4 of a core idle (137 s -> 116 s).
run(process.execPath, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--maxWorkers=3', '--json', `--outputFile=${jestReport}`]);
const jest = readJson(jestReport);
record(
  jest
    ? { name: 'jest (unit, API and web component tests)', passed: jest.numPassedTests, failed: jest.numFailedTests + jest.numRuntimeErrorTestSuites }
    : { name: 'jest did not report', passed: 0, failed: 1 },
);

const e2eReport = 'test-results/e2e.json';
rmSync(e2eReport, { force: true });
if (built.ok) {
  run(bin('playwright'), ['test']);
  const e2e = readJson(e2eReport);
  record(
    e2e
      ? {
          name: 'browser end-to-end (Playwright)',
          passed: e2e.stats.expected + e2e.stats.flaky,
          failed: e2e.stats.unexpected + (e2e.errors?.length ?? 0),
        }
      : { name: 'playwright did not report', passed: 0, failed: 1 },
  );
} else {
  record({ name: 'browser end-to-end skipped: the build failed', passed: 0, failed: 1 });
}

console.log('\nSummary:');
for (const result of results)
  console.log(`  ${result.failed ? '✗' : '✓'} ${result.name}: ${result.passed} passed, ${result.failed} failed (${result.seconds.toFixed(0)} s)`);
console.log(`  (${((Date.now() - startedAt) / 1000).toFixed(0)} s in all)`);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && existsSync(jestReport) ? 0 : 1);
