import { FairQueue } from './fair-queue.js';

/** Takes every item as soon as it may be taken, finishing each one before the next: the order of reading. */
function drain(queue: FairQueue<string>): string[] {
  const taken: string[] = [];
  for (let next = queue.take(); next; next = queue.take()) {
    taken.push(next.item);
    queue.done(next.owner);
  }
  return taken;
}

describe('FairQueue', () => {
  it('takes owners in turn, each owner in the order its items came', () => {
    const queue = new FairQueue<string>();
    for (const item of ['a1', 'a2', 'a3']) queue.push(1, item);
    queue.push(2, 'b1');
    queue.push(3, 'c1');
    queue.push(2, 'b2');
    expect(drain(queue)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('gives an owner one item at a time, and the others meanwhile', () => {
    const queue = new FairQueue<string>();
    for (const item of ['a1', 'a2', 'a3']) queue.push(1, item);
    expect(queue.take()).toEqual({ owner: 1, item: 'a1' });
    expect(queue.take()).toBeUndefined();
    queue.push(2, 'b1');
    expect(queue.take()).toEqual({ owner: 2, item: 'b1' });
    queue.done(2);
    expect(queue.take()).toBeUndefined();
    queue.done(1);
    expect(queue.take()).toEqual({ owner: 1, item: 'a2' });
  });

  it('puts an owner who comes back after the owners already waiting', () => {
    const queue = new FairQueue<string>();
    queue.push(1, 'a1');
    queue.push(2, 'b1');
    const first = queue.take()!;
    queue.push(1, 'a2');
    queue.done(first.owner);
    expect(drain(queue)).toEqual(['b1', 'a2']);
  });
});
