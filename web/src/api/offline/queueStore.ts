import { OFFLINE_DB } from './database';

/**
 * Where the offline queue keeps its changes: IndexedDB in the browser (survives a reload), memory where
 * there is none (tests, a browser that refuses storage). Entries carry the account they belong to; every
 * read is of one account's entries, in the order they were queued (`id` grows).
 */

/** A change to send: an API call, and the SWR keys to read again once it is synced. */
export interface Change {
  method: 'POST' | 'PATCH' | 'DELETE';
  /** The API path; an id segment may be a temporary (negative) id, resolved before sending. */
  path: string;
  body?: unknown;
  /** SWR keys whose data this change moves (read again after a replay). */
  keys: string[];
  /**
   * The temporary id this change's answer makes real: the `id` of the answer (an add), or the id of the
   * answer's `pantryItem` (a check that moved the item into the pantry).
   */
  creates?: { tempId: number; from: 'id' | 'pantryItem' };
  /**
   * Changes that only make sense together (a recipe's progress: started, then moved on): when the server
   * refuses one of them, the later ones of the same chain are dropped too, so its state is the one kept.
   */
  chain?: string;
  /** What the cook is told when the server refuses it with a conflict (409), in place of the server's message. */
  conflictMessage?: string;
  /** What the screen showed for it that the body does not say (a check's new pantry item), to show it again after a reload. */
  shown?: unknown;
}

export interface QueuedChange extends Change {
  /** Set by the store: the order of the queue. */
  id?: number;
  accountId: number;
  idempotencyKey: string;
  createdAt: string;
}

export interface QueueStore {
  /** The account's entries, oldest first. */
  list(accountId: number): Promise<QueuedChange[]>;
  /** Appends an entry; resolves with it, its id set. */
  add(entry: QueuedChange): Promise<QueuedChange>;
  /** Rewrites an entry (a temporary id resolved). */
  put(entry: QueuedChange): Promise<void>;
  delete(id: number): Promise<void>;
}

export function memoryQueueStore(): QueueStore & { entries: QueuedChange[] } {
  let lastId = 0;
  const store = {
    entries: [] as QueuedChange[],
    list: (accountId: number) => Promise.resolve(store.entries.filter((e) => e.accountId === accountId).map((e) => ({ ...e }))),
    add: (entry: QueuedChange) => {
      const saved = { ...entry, id: ++lastId };
      store.entries.push(saved);
      return Promise.resolve({ ...saved });
    },
    put: (entry: QueuedChange) => {
      store.entries = store.entries.map((e) => (e.id === entry.id ? { ...entry } : e));
      return Promise.resolve();
    },
    delete: (id: number) => {
      store.entries = store.entries.filter((e) => e.id !== id);
      return Promise.resolve();
    },
  };
  return store;
}

const CHANGES = 'changes';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/** The queue in IndexedDB: one object store, auto-incremented ids, an index on the account. */
export function indexedDbQueueStore(factory: IDBFactory = indexedDB, name = OFFLINE_DB): QueueStore {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(name, 1);
      request.onupgradeneeded = () => {
        const changes = request.result.createObjectStore(CHANGES, { keyPath: 'id', autoIncrement: true });
        changes.createIndex('accountId', 'accountId');
      };
      request.onsuccess = () => {
        const db = request.result;
        // Signing out deletes the database: let it, and open a fresh one next time.
        db.onversionchange = () => {
          db.close();
          opened = null;
        };
        resolve(db);
      };
      request.onerror = () => {
        opened = null;
        reject(request.error ?? new Error('IndexedDB unavailable'));
      };
    }));
  const changes = async (mode: IDBTransactionMode) => (await open()).transaction(CHANGES, mode).objectStore(CHANGES);

  return {
    list: async (accountId) =>
      done((await changes('readonly')).index('accountId').getAll(accountId) as IDBRequest<QueuedChange[]>).then((entries) =>
        entries.sort((a, b) => a.id! - b.id!),
      ),
    add: async (entry) => {
      const { id: _omit, ...fresh } = entry;
      const id = (await done((await changes('readwrite')).add(fresh))) as number;
      return { ...fresh, id };
    },
    put: async (entry) => {
      await done((await changes('readwrite')).put(entry));
    },
    delete: async (id) => {
      await done((await changes('readwrite')).delete(id));
    },
  };
}
