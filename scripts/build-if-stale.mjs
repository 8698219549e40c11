// Builds the server and/or the web client when their sources are newer than the build in dist/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

/** Quiet unless LOG_LEVEL=debug (Vite's table of files and sizes) or the build fails. */
function run(script, quietArgs = []) {
  const debug = process.env.LOG_LEVEL === 'debug';
  const args = ['run', '--silent', script, ...(debug || !quietArgs.length ? [] : ['--', ...quietArgs])];
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function buildIfStale() {
  const serverSources = Math.max(newestMtime('src'), newestMtime('migrations'), newestMtime('tsconfig.json'));
  if (serverSources > builtAt('dist/src/main.js')) run('build:server');
  const webSources = Math.max(newestMtime('web'), newestMtime('openapi.yaml'));
  if (webSources > builtAt('dist/web/index.html')) run('build:web', ['--logLevel', 'warn']);
}
