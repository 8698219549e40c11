import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';

/** A page of a list paged by offset, with the true total (X-Total-Count). */
export interface OffsetPage<T> {
  items: T[];
  total: number;
}

/**
 * A list paged by limit and offset, one page more on `loadMore` while the total says more exist; every
 * visit refetches. `keyOf` answers the page's SWR key (null while the list has no owner yet); `options` adds
 * to SWR's (a refresh interval).
 */
export function useOffsetPages<T, K extends readonly unknown[]>(
  keyOf: (offset: number) => K | null,
  fetchPage: (key: K) => Promise<OffsetPage<T>>,
  pageSize: number,
  options: SWRInfiniteConfiguration<OffsetPage<T>, Error> = {},
) {
  const { data, error, isLoading, size, setSize, mutate } = useSWRInfinite<OffsetPage<T>, Error>(
    (index, previous: OffsetPage<T> | null) => {
      const offset = index * pageSize;
      if (index > 0 && (!previous || offset >= previous.total)) return null;
      return keyOf(offset);
    },
    fetchPage,
    { revalidateOnMount: true, revalidateAll: true, ...options },
  );
  const items = data?.flatMap((page) => page.items) ?? [];
  const total = data?.[data.length - 1]?.total ?? 0;
  return {
    items,
    total,
    error,
    isLoading,
    hasMore: !!data && items.length < total,
    loadingMore: !!data && size > data.length && !error,
    loadMore: () => void setSize(size + 1),
    refresh: () => mutate(),
  };
}
