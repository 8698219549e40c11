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

/**
 * Runs an npm script: quiet unless LOG_LEVEL=debug (Vite's table of files and sizes) or the build fails;
 * with `say`, one line before ('Building the server…') and one after, with the seconds it took.
 */
function run(script, { quietArgs = [], say } = {}) {
  const debug = process.env.LOG_LEVEL === 'debug';
  const args = ['run', '--silent', script, ...(debug || !quietArgs.length ? [] : ['--', ...quietArgs])];
  const started = Date.now();
  say?.(`${script === 'build:server' ? 'Building the server' : 'Building the web app'}…`);
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  say?.(`  done in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * `{ web: false }`: only the server (what the tests that start the built server need). `{ talk: true }`
 * (npm start) says what it builds, and on a first start that it takes a while.
 */
export function buildIfStale({ web = true, talk = false } = {}) {
  const say = talk ? (line) => console.log(line) : undefined;
  const serverSources = Math.max(newestMtime('src'), newestMtime('migrations'), newestMtime('tsconfig.json'));
  const webSources = Math.max(newestMtime('web'), newestMtime('openapi.yaml'));
  const serverStale = serverSources > builtAt('dist/src/main.js');
  const webStale = web && webSources > builtAt('dist/web/index.html');
  if (!existsSync('dist/src/main.js')) say?.('Building Savor for the first time (about half a minute on two cores)…');
  else if (serverStale || webStale) say?.('Building what changed since the last start…');
  if (serverStale) {
    run('build:server', { say });
    markBuilt('dist/src/main.js');
  }
  if (webStale) {
    run('build:web', { quietArgs: ['--logLevel', 'warn'], say });
    markBuilt('dist/web/index.html');
  }
}

// `node scripts/build-if-stale.mjs [--server-only]`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) buildIfStale({ web: !process.argv.includes('--server-only') });
