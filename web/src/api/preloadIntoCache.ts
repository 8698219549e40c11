import { mutate, preload, type Key } from 'swr';

/**
 * Fetches `key` before the screen that shows it renders, and puts the answer in SWR's cache: the
 * screen's first render then has it, instead of a loading state first and a second render when it
 * arrives (an answer reaching a mounted useSWR renders synchronously, in one long task). The hook's
 * own request on mount takes this one (SWR's preload) rather than asking again. Settles either way:
 * on failure the screen's own request shows the error.
 */
export function preloadIntoCache<Data>(key: Key, fetcher: () => Promise<Data>): Promise<void> {
  return preload(key, fetcher).then(
    (data) => void mutate(key, data, { revalidate: false }),
    () => undefined,
  );
}
