import { ImageJobQueue, ImageQueueFullError } from './sharp.js';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('ImageJobQueue', () => {
  it('runs at most two jobs at once, lets the others wait their turn and refuses past the waiting room', async () => {
    const queue = new ImageJobQueue(2, 2);
    const gates = [gate(), gate(), gate(), gate()];
    let running = 0;
    let most = 0;
    const jobs = gates.map((g, index) =>
      queue.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await g.opened;
        running -= 1;
        return index;
      }),
    );
    await expect(queue.run(async () => 'fifth')).rejects.toThrow(ImageQueueFullError);
    gates.forEach((g) => g.open());
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
    expect(await queue.run(async () => 'after')).toBe('after');
  });

  it('frees the slot of a job that fails', async () => {
    const queue = new ImageJobQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
