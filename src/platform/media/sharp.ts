import { availableParallelism } from 'node:os';
import type Sharp from 'sharp';
import { DomainError } from '../errors/domain-error.js';

export class ImageQueueFullError extends DomainError {
  readonly kind = 'unavailable';
  override readonly code = 'IMAGE_QUEUE_FULL';
  constructor() {
    super('Too many pictures are being processed right now. Please try again in a minute.');
  }
}

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp and libvips (about 25 MB of resident memory) load with the first image the server handles,
 * not at start: most processes never touch an image between restarts. One libvips thread per image
 * (the queue decides how many run), and no operation cache: every input is new, so a cache only holds
 * memory.
 */
function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  }));
}

/**
 * Image work waits its turn: at most `atOnce` jobs run, at most `waiting` wait, and any more are refused
 * (503) at once. sharp runs on libuv's threadpool (4 threads) with password hashing, files and DNS:
 * two jobs at most leave the other threads free, so sign-in stays quick while pictures are processed,
 * and the decoded pixels of a burst never pile up in memory. (So UV_THREADPOOL_SIZE stays 4: more
 * threads would not add cores, and it must be set before the pool's first use, outside the process.)
 */
export class ImageJobQueue {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly atOnce: number,
    private readonly waiting: number,
  ) {}

  async run<T>(work: (sharp: typeof Sharp) => Promise<T>): Promise<T> {
    if (this.running < this.atOnce) this.running += 1;
    else if (this.queue.length < this.waiting) await new Promise<void>((resolve) => this.queue.push(resolve));
    else throw new ImageQueueFullError();
    try {
      return await work(await loadSharp());
    } finally {
      const next = this.queue.shift();
      if (next)
        next(); // the slot passes to the next job as it is
      else this.running -= 1;
    }
  }
}

/**
 * The one queue of the process: every use of sharp goes through it. One core is left to everything
 * else (on two cores, sign-in p95 during a burst of large photos was 0.5-1.3 s with two jobs at once,
 * 0.5-0.6 s with one).
 */
export const imageJobs = new ImageJobQueue(Math.min(2, Math.max(1, availableParallelism() - 1)), 32);
