import type { Cache } from 'swr';
import { SWRGlobalState, cache as defaultCache, createCacheHelper } from 'swr/_internal';
import { forgetEarlyResponses } from '../app/earlyRequests';
import { forgetAccountCaches } from './offline/caches';
import { OFFLINE_DB } from './offline/database';

const forgetters = new Set<() => void>();

/** Calls `forget` whenever the account's data is forgotten (what a module holds in memory for it). */
export function alsoForgetWithAccount(forget: () => void): () => void {
  forgetters.add(forget);
  return () => forgetters.delete(forget);
}

/**
 * Forgets everything the client holds for the account signed in until now, so nothing of it can show
 * for the next one: every cached answer and error in `cache` (plain, infinite and preloaded keys), the
 * requests still in flight (their answers are dropped when they arrive), SWR's preloaded requests (kept
 * with the default cache whichever cache the app uses) and the page's unclaimed early requests. Mounted
 * hooks are told, so they render without the old data. The offline queue goes too: what a module holds
 * in memory (alsoForgetWithAccount) and the IndexedDB database of every account's queued changes, so a
 * second account on this device never sees nor replays them; and what the service worker keeps for
 * offline use (its caches of recipes, lists and pictures).
 */
export function forgetAccountData(cache: Cache = defaultCache): void {
  forgetEarlyResponses();
  for (const forget of [...forgetters]) forget();
  // Open connections close on the deletion's versionchange (queueStore.ts); none open: nothing to wait for.
  if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(OFFLINE_DB);
  void forgetAccountCaches();
  for (const kept of new Set([cache, defaultCache])) {
    const state = SWRGlobalState.get(kept);
    if (!state) continue;
    const [, , inFlight, preloaded] = state;
    // SWR keeps a fetch's answer only while its FETCH entry is the one the fetch started with.
    for (const key of Object.keys(inFlight)) delete inFlight[key];
    for (const key of Object.keys(preloaded)) delete preloaded[key];
  }
  for (const key of [...cache.keys()]) {
    const [, setState] = createCacheHelper(cache, key);
    setState({ data: undefined, error: undefined, isValidating: false, isLoading: false });
    cache.delete(key);
  }
}
