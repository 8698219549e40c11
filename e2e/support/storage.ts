// What a page keeps in the browser's storage, read as a test needs it.
import type { Page } from '@playwright/test';

/** How many records the IndexedDB `database` holds in `store` (0 when either does not exist). */
export const indexedDbRecords = (page: Page, database: string, store: string) =>
  page.evaluate(
    async ({ database, store }) => {
      if (!(await indexedDB.databases()).some((db) => db.name === database)) return 0;
      return new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            return resolve(0);
          }
          const count = db.transaction(store).objectStore(store).count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      });
    },
    { database, store },
  );
