/**
 * Waiting work of many owners, taken in turn: each owner's items in the order they came, one item
 * per owner at a time, and an owner whose item was taken goes to the back of the line. One cook's
 * burst then delays only that cook.
 */
export class FairQueue<T> {
  /** Owners with waiting items, in turn order (a Map keeps the order of insertion). */
  private readonly waiting = new Map<number, T[]>();
  private readonly busy = new Set<number>();

  push(owner: number, item: T): void {
    const items = this.waiting.get(owner);
    if (items) items.push(item);
    else this.waiting.set(owner, [item]);
  }

  /** The oldest item of the first owner in turn who is not busy; that owner is busy until `done`. */
  take(): { owner: number; item: T } | undefined {
    for (const [owner, items] of this.waiting) {
      if (this.busy.has(owner)) continue;
      const item = items.shift()!;
      this.waiting.delete(owner);
      if (items.length) this.waiting.set(owner, items);
      this.busy.add(owner);
      return { owner, item };
    }
    return undefined;
  }

  done(owner: number): void {
    this.busy.delete(owner);
  }
}
