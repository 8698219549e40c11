// `npm test`: every check and test runner in turn; the last line adds them all up.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const results = [];
const bin = (name) => join('node_modules', '.bin', name);

function run(command, args, env = {}) {
  console.log(`\n▶ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

let stepStarted = Date.now();
/** Records a runner's counts with the time it took since the previous one ended. */
function record(result) {
  const now = Date.now();
  results.push({ ...result, seconds: (now - stepStarted) / 1000 });
  stepStarted = now;
}

/** A check that passes or fails as one test. */
function check(name, ok) {
  record({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
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
    if (!run(bin('openapi-typescript'), [spec, '-o', types])) return false;
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

check('type check (server and web)', run('npm', ['run', '--silent', 'typecheck']));
check('dependency rule (ARCHITECTURE.md §2)', run('npm', ['run', '--silent', 'lint:deps']));
check('lint (ESLint)', run('npm', ['run', '--silent', 'lint']));
check('formatting (Prettier)', run('npm', ['run', '--silent', 'format:check']));
const built = run('npm', ['run', '--silent', 'build']);
check('build (server and web)', built);
check('OpenAPI contract and generated client are current', built && contractIsCurrent());

const jestReport = 'test-results/jest.json';
rmSync(jestReport, { force: true });
run(process.execPath, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--json', `--outputFile=${jestReport}`]);
const jest = readJson(jestReport);
record(
  jest
    ? { name: 'jest (unit, API and web component tests)', passed: jest.numPassedTests, failed: jest.numFailedTests + jest.numRuntimeErrorTestSuites }
    : { name: 'jest did not report', passed: 0, failed: 1 },
);

const e2eReport = 'test-results/e2e.json';
rmSync(e2eReport, { force: true });
if (built) {
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
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && existsSync(jestReport) ? 0 : 1);
