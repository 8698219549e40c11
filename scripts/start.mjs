// `npm start`: builds what changed, then runs Savor (embedded PostgreSQL unless DATABASE_URL is set).
// The server replaces this process (same pid, signals and output) with V8 limits fit for a small
// server: see SERVER_NODE_FLAGS and docs/architecture-notes.md.
import { buildIfStale } from './build-if-stale.mjs';

/**
 * The young generation is capped at 2 × 16 MB: under load, 2 × 4 MB put the garbage collector at
 * 12% of a list request's time and 2 × 16 MB at 8%; larger gains little more and keeps more. The
 * old generation is capped well above the ~50 MB the server really keeps, so a leak fails loudly
 * instead of eating the machine. `--expose-gc` lets the server collect once after start-up (main.ts).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=384', '--expose-gc'];

buildIfStale({ talk: true });
const main = new URL('../dist/src/main.js', import.meta.url).pathname;
// No NODE_COMPILE_CACHE: it made restarts no faster here and kept ~12 MB more of compiled code resident.
if (typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...SERVER_NODE_FLAGS, ...process.execArgv, main], process.env);
}
await import(main); // no execve on this platform: run here, with Node's default limits
