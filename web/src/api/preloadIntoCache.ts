import { preload, type Key } from 'swr';
import { cache, createCacheHelper, serialize } from 'swr/_internal';

/**
 * Fetches `key` before the screen that shows it renders, and puts the answer in SWR's cache: the
 * screen's first render then has it, instead of a loading state first and a second render when it
 * arrives (an answer reaching a mounted useSWR renders synchronously, in one long task). The hook's
 * own request on mount takes this one (SWR's preload) rather than asking again. Settles either way:
 * a failure is the answer the screen's own request then shows.
 */
export function preloadIntoCache<Data>(key: Key, fetcher: () => Promise<Data>): Promise<void> {
  return preload(key, fetcher).then(
    (data) => {
      const [, setState] = createCacheHelper<Data>(cache, serialize(key)[0]);
      // Not loading, said outright: without it SWR reports isLoading until a hook's revalidation on
      // mount ends, and that change alone re-renders the screen (synchronously) once more.
      setState({ data, error: undefined, isValidating: false, isLoading: false });
    },
    () => undefined,
  );
}
