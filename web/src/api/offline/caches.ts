/**
 * What the service worker (web/sw/) keeps of the signed-in account, and how the page makes it forget:
 * shared by both sides. The app's own code (precached) belongs to no account and stays.
 */
export const ACCOUNT_CACHE_PREFIX = 'savor-account-';

export const ACCOUNT_CACHES = {
  /** Each recipe the cook opened (GET /api/recipes/{id}): the last 200, for 30 days. */
  recipes: `${ACCOUNT_CACHE_PREFIX}recipes`,
  /** The cook's lists and state: who is signed in, My Recipes' pages, progress, shopping, pantry, plan. */
  data: `${ACCOUNT_CACHE_PREFIX}data`,
  /** Stored pictures (content-addressed under /media, so never stale). */
  images: `${ACCOUNT_CACHE_PREFIX}images`,
} as const;

/** Where Workbox keeps when each cached answer was stored (its expiration records: addresses of the account's data). */
const EXPIRATION_DB = 'workbox-expiration';

/** Page → worker messages. */
export const FORGET_ACCOUNT = 'savor:forget-account';
export const SKIP_WAITING = 'savor:skip-waiting';

/**
 * Deletes every cache of the account, from the page (it may not be controlled by the worker yet) and
 * through the worker, which also stops answers still on their way from being written afterwards and drops
 * its expiration records. Resolves when both are done (or there was no worker).
 */
export async function forgetAccountCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  // Without a worker controlling the page (a hard reload), its record of what it cached goes from here.
  if (!worker && typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(EXPIRATION_DB);
  const told = worker ? askWorker(worker) : Promise.resolve();
  const names = (await caches.keys()).filter((name) => name.startsWith(ACCOUNT_CACHE_PREFIX));
  await Promise.all([told, ...names.map((name) => caches.delete(name))]);
}

function askWorker(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage({ type: FORGET_ACCOUNT }, [channel.port2]);
    // A worker that is being replaced may never answer: the page's own deletion still happened.
    setTimeout(resolve, 2000);
  });
}
