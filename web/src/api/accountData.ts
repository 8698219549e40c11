import type { Cache } from 'swr';
import { SWRGlobalState, cache as defaultCache, createCacheHelper } from 'swr/_internal';
import { forgetEarlyResponses } from '../app/earlyRequests';

/**
 * Forgets everything the client holds for the account signed in until now, so nothing of it can show
 * for the next one: every cached answer and error in `cache` (plain, infinite and preloaded keys), the
 * requests still in flight (their answers are dropped when they arrive), SWR's preloaded requests (kept
 * with the default cache whichever cache the app uses) and the page's unclaimed early requests. Mounted
 * hooks are told, so they render without the old data.
 */
export function forgetAccountData(cache: Cache = defaultCache): void {
  forgetEarlyResponses();
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
