// Builds the server and/or the web client when their sources are newer than the build in dist/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => name !== 'node_modules')
    .reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function builtAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : -1;
}

/**
 * The build leaves unchanged outputs alone (tsc writes only what changed), so an edit that changes
 * no output (a README, a type-only change) would make every start rebuild: date the marker now.
 */
function markBuilt(file) {
  const now = new Date();
  utimesSync(file, now, now);
}

/** Quiet unless LOG_LEVEL=debug (Vite's table of files and sizes) or the build fails. */
function run(script, quietArgs = []) {
  const debug = process.env.LOG_LEVEL === 'debug';
  const args = ['run', '--silent', script, ...(debug || !quietArgs.length ? [] : ['--', ...quietArgs])];
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** `{ web: false }`: only the server (what the tests that start the built server need). */
export function buildIfStale({ web = true } = {}) {
  const serverSources = Math.max(newestMtime('src'), newestMtime('migrations'), newestMtime('tsconfig.json'));
  if (serverSources > builtAt('dist/src/main.js')) {
    run('build:server');
    markBuilt('dist/src/main.js');
  }
  if (!web) return;
  const webSources = Math.max(newestMtime('web'), newestMtime('openapi.yaml'));
  if (webSources > builtAt('dist/web/index.html')) {
    run('build:web', ['--logLevel', 'warn']);
    markBuilt('dist/web/index.html');
  }
}

// `node scripts/build-if-stale.mjs [--server-only]`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) buildIfStale({ web: !process.argv.includes('--server-only') });
