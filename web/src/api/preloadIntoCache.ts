import { preload, type Key } from 'swr';
import { SWRGlobalState, cache, createCacheHelper, serialize } from 'swr/_internal';

/** Preloaded requests that have settled: their answer is in the cache (or was the screen's error). */
const settled = new WeakSet<object>();

/**
 * Fetches `key` before the screen that shows it renders, and puts the answer in SWR's cache: the
 * screen's first render then has it, instead of a loading state first and a second render when it
 * arrives (an answer reaching a mounted useSWR renders synchronously, in one long task). The hook's
 * own request on mount takes this one (SWR's preload) rather than asking again. A later preload of the
 * key (the next visit to the screen) asks again: SWR keeps a preloaded request until a hook takes it,
 * and a hook with the data already cached takes none, so the next visit would be given the old answer.
 * Settles either way: a failure is the answer the screen's own request then shows.
 */
export function preloadIntoCache<Data>(key: Key, fetcher: () => Promise<Data>): Promise<void> {
  const [serialized] = serialize(key);
  const preloaded = SWRGlobalState.get(cache)?.[3];
  if (preloaded && settled.has(preloaded[serialized] as object)) delete preloaded[serialized];
  const request = preload(key, fetcher);
  return request.then(
    (data) => {
      settled.add(request);
      const [, setState] = createCacheHelper<Data>(cache, serialized);
      // Not loading, said outright: without it SWR reports isLoading until a hook's revalidation on
      // mount ends, and that change alone re-renders the screen (synchronously) once more.
      setState({ data, error: undefined, isValidating: false, isLoading: false });
    },
    () => {
      settled.add(request);
    },
  );
}
