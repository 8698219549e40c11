import { isApiError } from '../client';
import { isNetworkError } from '../online';
import type { Change, QueuedChange, QueueStore } from './queueStore';

/** What a change came to: sent now (with the server's answer), or kept in the queue for later. */
export type SubmitResult<T> = { queued: false; data: T } | { queued: true };

export interface ReplayReport {
  /** Changes the server took (or had taken: a replayed answer). */
  synced: number;
  /**
   * Changes the server refused (a 4xx): dropped, with the server's message; `silent` for one whose item
   * was never saved (its add was refused, and that is the message to show).
   */
  dropped: { change: QueuedChange; message: string; silent?: boolean }[];
  /** SWR keys to read again: the server's state wins. */
  keys: string[];
  /** Changes still waiting (the network went away, the server failed, or a key stayed busy). */
  remaining: number;
}

export interface ChangeQueueOptions {
  store: QueueStore;
  /** Sends one change with its Idempotency-Key; resolves with the answer, throws ApiError or a network TypeError. */
  transport: (change: QueuedChange) => Promise<unknown>;
  isOnline: () => boolean;
  /** Waits before sending a change again whose key the server is still running (409). */
  wait?: (ms: number) => Promise<void>;
  newKey?: () => string;
}

/** A 409 is retried this many times (0.5 s, 1 s, 2 s, … up to 8 s apart), then the replay stops until next time. */
const BUSY_RETRIES = 8;
const busyDelay = (attempt: number) => Math.min(500 * 2 ** attempt, 8000);

/** The 409 of a key whose first request has not answered yet (src/platform/http/idempotency.ts). */
const REQUEST_RUNNING = 'REQUEST_RUNNING';

const TEMP_SEGMENT = /\/(-\d+)(?=\/|$)/g;
const tempIdsIn = (path: string) => [...path.matchAll(TEMP_SEGMENT)].map((m) => Number(m[1]));

export function randomKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context (plain http on a LAN address) randomUUID is missing; getRandomValues is not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The offline queue of one signed-in account. Every change goes through `submit`: sent at once with an
 * Idempotency-Key when online and nothing waits before it; else kept (in order, with its key) and sent
 * by `replay`, one at a time. Temporary ids: a change to an item that only exists in the queue (added
 * offline) names it by its temporary, negative id; when the change that creates it is synced, its answer
 * gives the real id, and every later queued change is rewritten to it in the store (so a reload keeps the
 * mapping). A change whose temporary id was never made real (its add was refused) is dropped, and so is
 * one whose chain had an earlier change refused (the server's state stands: see Change.chain).
 */
export class ChangeQueue {
  private accountId: number | null = null;
  /** Bumped when the account changes: work started for the previous one stops touching the store. */
  private generation = 0;
  private pending = 0;
  private ready: Promise<void> = Promise.resolve();
  private isReady = true;
  private writes: Promise<unknown> = Promise.resolve();
  private readonly resolved = new Map<number, number>();
  private replaying: Promise<ReplayReport> | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly replayListeners = new Set<(report: ReplayReport) => void>();
  private readonly wait: (ms: number) => Promise<void>;
  private readonly newKey: () => string;

  constructor(private readonly options: ChangeQueueOptions) {
    this.wait = options.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.newKey = options.newKey ?? randomKey;
  }

  /** The signed-in account (its queue is read from the store), or null. */
  setAccount(accountId: number | null): Promise<void> {
    if (accountId === this.accountId) return this.ready;
    this.reset();
    this.accountId = accountId;
    if (accountId === null) return this.ready;
    const generation = this.generation;
    this.isReady = false;
    this.ready = this.options.store.list(accountId).then(
      (entries) => {
        if (generation !== this.generation) return;
        this.pending += entries.length;
        this.isReady = true;
        this.emit();
      },
      () => {
        if (generation === this.generation) this.isReady = true;
      },
    );
    return this.ready;
  }

  /** Forgets the account's queue in memory (sign-out, another account); the store is deleted by the caller. */
  forget(): void {
    this.reset();
    this.accountId = null;
    this.emit();
  }

  /** Changes waiting to be sent. */
  size(): number {
    return this.pending;
  }

  /**
   * The changes still waiting that move the data under SWR key `key`, oldest first, temporary ids made
   * real where known: a screen that reads the server's data (or, offline, the service worker's copy of it)
   * shows them on top. None without an account.
   */
  async queuedFor(key: string): Promise<QueuedChange[]> {
    const accountId = this.accountId;
    await this.ready;
    await this.writes;
    if (accountId === null || accountId !== this.accountId) return [];
    const entries = await this.options.store.list(accountId);
    return entries.filter((entry) => entry.keys.includes(key)).map((entry) => ({ ...entry, path: this.resolvePath(entry.path) }));
  }

  /** Calls `listener` when the number of waiting changes moves. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls `listener` after each replay that had something to do. */
  onReplayed(listener: (report: ReplayReport) => void): () => void {
    this.replayListeners.add(listener);
    return () => this.replayListeners.delete(listener);
  }

  /** The real id of a temporary one, once known. */
  realId(tempId: number): number | undefined {
    return this.resolved.get(tempId);
  }

  async submit<T>(change: Change): Promise<SubmitResult<T>> {
    const accountId = this.accountId;
    const entry: QueuedChange = {
      ...change,
      path: this.resolvePath(change.path),
      accountId: accountId ?? 0,
      idempotencyKey: this.newKey(),
      createdAt: new Date().toISOString(),
    };
    // Without an account there is no queue to keep it in: sent as before, a failure is the caller's.
    if (accountId === null) return { queued: false, data: (await this.options.transport(entry)) as T };
    const mustWait = !this.options.isOnline() || !this.isReady || this.pending > 0 || this.replaying !== null || tempIdsIn(entry.path).length > 0;
    if (mustWait) return this.enqueue(entry);
    try {
      const data = await this.options.transport(entry);
      this.noteCreated(entry, data);
      return { queued: false, data: data as T };
    } catch (error) {
      // It may have reached the server: kept with its key, a replay cannot apply it twice.
      if (isNetworkError(error)) return this.enqueue(entry);
      throw error;
    }
  }

  /** Sends the queued changes in order, one at a time; a second call while one runs joins it. */
  replay(): Promise<ReplayReport> {
    this.replaying ??= this.run().finally(() => {
      this.replaying = null;
    });
    return this.replaying;
  }

  private reset() {
    this.generation += 1;
    this.pending = 0;
    this.isReady = true;
    this.ready = Promise.resolve();
    this.writes = Promise.resolve();
    this.resolved.clear();
    this.replaying = null;
  }

  private emit() {
    for (const listener of [...this.listeners]) listener();
  }

  private resolvePath(path: string): string {
    return path.replace(TEMP_SEGMENT, (segment, id: string) => {
      const real = this.resolved.get(Number(id));
      return real === undefined ? segment : `/${real}`;
    });
  }

  private async enqueue<T>(entry: QueuedChange): Promise<SubmitResult<T>> {
    const generation = this.generation;
    this.pending += 1;
    this.emit();
    const write = this.writes.then(() => this.ready).then(() => (generation === this.generation ? this.options.store.add(entry) : undefined));
    this.writes = write.catch(() => undefined);
    try {
      await write;
    } catch (error) {
      if (generation === this.generation) {
        this.pending -= 1;
        this.emit();
      }
      throw error;
    }
    // Online, but behind other changes (a replay that stopped, a reload): send them now.
    if (this.options.isOnline() && generation === this.generation) void this.replay();
    return { queued: true };
  }

  /** Records the real id a change's answer gives to its temporary one. */
  private noteCreated(entry: QueuedChange, answer: unknown): number | undefined {
    if (!entry.creates || typeof answer !== 'object' || answer === null) return undefined;
    const source = entry.creates.from === 'id' ? answer : (answer as { pantryItem?: unknown }).pantryItem;
    const id = typeof source === 'object' && source !== null ? (source as { id?: unknown }).id : undefined;
    if (typeof id !== 'number') return undefined;
    this.resolved.set(entry.creates.tempId, id);
    return id;
  }

  private async run(): Promise<ReplayReport> {
    const generation = this.generation;
    const accountId = this.accountId;
    const { store } = this.options;
    const report: ReplayReport = { synced: 0, dropped: [], keys: [], remaining: this.pending };
    if (accountId === null) return report;
    const keys = new Set<string>();
    const refusedChains = new Set<string>();
    const current = () => generation === this.generation;
    await this.ready;

    while (current() && this.options.isOnline()) {
      await this.writes;
      if (!current()) break;
      const [entry, ...later] = await store.list(accountId);
      if (!entry) break;
      const outcome =
        entry.chain !== undefined && refusedChains.has(entry.chain)
          ? { message: 'An earlier change it depends on was refused.', silent: true }
          : await this.sendQueued(entry, current);
      if (!current() || outcome === 'stop') break;
      for (const key of entry.keys) keys.add(key);
      if (outcome === 'synced') {
        report.synced += 1;
        await this.rewriteLater(later);
      } else {
        report.dropped.push({ change: entry, ...outcome });
        if (entry.chain !== undefined) refusedChains.add(entry.chain);
      }
      if (!current()) break;
      await store.delete(entry.id!);
      this.pending = Math.max(0, this.pending - 1);
      this.emit();
    }

    if (!current()) return { ...report, remaining: 0 };
    report.remaining = (await store.list(accountId)).length;
    this.pending = report.remaining;
    this.emit();
    report.keys = [...keys];
    if (report.synced > 0 || report.dropped.length > 0) for (const listener of [...this.replayListeners]) listener(report);
    return report;
  }

  /** Rewrites the later changes that still name a temporary id the server has now made real. */
  private async rewriteLater(later: QueuedChange[]) {
    for (const entry of later) {
      const path = this.resolvePath(entry.path);
      if (path !== entry.path) await this.options.store.put({ ...entry, path });
    }
  }

  private async sendQueued(entry: QueuedChange, current: () => boolean): Promise<'synced' | 'stop' | { message: string; silent?: boolean }> {
    const path = this.resolvePath(entry.path);
    // Its item was never saved (the add was refused, or the queue lost it): nothing to change.
    if (tempIdsIn(path).length > 0) return { message: 'The item this change was for could not be saved.', silent: true };
    const sent = { ...entry, path };
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await this.options.transport(sent);
        this.noteCreated(sent, answer);
        return 'synced';
      } catch (error) {
        if (!isApiError(error)) return 'stop';
        // The first request with this key is still running: its answer will be the one to keep.
        const running = error.status === 409 && error.code === REQUEST_RUNNING;
        if (running && attempt < BUSY_RETRIES) {
          await this.wait(busyDelay(attempt));
          if (!current()) return 'stop';
          continue;
        }
        // Refused (but not a session that ended, nor a busy key): the cook is told, the rest goes on.
        if (error.status >= 400 && error.status < 500 && error.status !== 401 && !running) {
          return { message: (error.status === 409 && entry.conflictMessage) || error.message };
        }
        return 'stop';
      }
    }
  }
}
