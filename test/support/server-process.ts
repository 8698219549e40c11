import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** Builds the server into dist/ when its sources are newer (`npm test` has built it already). */
export function buildServerIfStale(): void {
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', '--server-only'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The server build failed');
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  readonly port: number;
  readonly url: string;
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with the first line it printed (or prints later) that matches; rejects if it exits first. */
  waitForLine(pattern: RegExp): Promise<string>;
  kill(signal: NodeJS.Signals): void;
}

/** Runs the built server (dist/src/main.js) as its own process, the way `npm start` and the Dockerfile do. */
export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    env: { PATH: process.env.PATH, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve(line: string): void }[] = [];
  let partial = '';
  const read = (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      lines.push(line);
      for (const waiter of waiters.filter(({ pattern }) => pattern.test(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const output = () => [...lines, partial].join('\n');
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    exited,
    output,
    waitForLine: (pattern) => {
      const printed = lines.find((line) => pattern.test(line));
      if (printed !== undefined) return Promise.resolve(printed);
      return new Promise((resolve, reject) => {
        waiters.push({ pattern, resolve });
        void exited.then((code) => reject(new Error(`The server exited (${code}) before printing ${pattern}:\n${output()}`)));
      });
    },
    kill: (signal) => void child.kill(signal),
  };
}
