import { render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { swrDefaults } from '../app/providers';
import { preloadIntoCache } from './preloadIntoCache';

/**
 * Shows what useSWR gives on each render: 'loading' until the data is there. It revalidates on mount
 * unless `cachedIsEnough`, like the app's screens (swrDefaults: a cached answer is not refetched).
 */
function Shelf({
  swrKey,
  fetcher,
  renders,
  cachedIsEnough = false,
}: {
  swrKey: string;
  fetcher: () => Promise<string>;
  renders: string[];
  cachedIsEnough?: boolean;
}) {
  const { data, error, isLoading } = useSWR<string, Error>(swrKey, fetcher, cachedIsEnough ? {} : { revalidateOnMount: true });
  const shown = error ? `Couldn't load: ${error.message}` : isLoading && !data ? 'loading' : (data ?? 'nothing');
  renders.push(shown);
  return <p>{shown}</p>;
}

describe('preloadIntoCache (a screen’s first data, fetched before it renders)', () => {
  it('gives the first render the data, and the hook’s own request on mount takes the preloaded one', async () => {
    const fetcher = jest.fn(() => Promise.resolve('three jars of jam'));
    await preloadIntoCache('/api/shelf', fetcher);
    const renders: string[] = [];
    render(
      <SWRConfig value={swrDefaults}>
        <Shelf swrKey="/api/shelf" fetcher={fetcher} renders={renders} />
      </SWRConfig>,
    );
    expect(screen.getByText('three jars of jam')).toBeTruthy();
    expect(renders[0]).toBe('three jars of jam');
    // The hook revalidates on mount: it is answered by the preloaded request, not a second one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetcher).toHaveBeenCalledTimes(1);
    // Once: the revalidation's end changes nothing the screen reads (isLoading was false all along).
    expect(renders).toEqual(['three jars of jam']);
  });

  it('settles when the request fails, and the screen shows that failure as its own', async () => {
    const fetcher = jest.fn(() => Promise.reject(new Error('offline')));
    await expect(preloadIntoCache('/api/broken-shelf', fetcher)).resolves.toBeUndefined();
    const renders: string[] = [];
    render(
      <SWRConfig value={swrDefaults}>
        <Shelf swrKey="/api/broken-shelf" fetcher={fetcher} renders={renders} />
      </SWRConfig>,
    );
    expect(renders[0]).toBe('loading');
    expect(await screen.findByText("Couldn't load: offline")).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('asks again on the next visit, when the first answer is already in the cache', async () => {
    let jars = 3;
    const fetcher = jest.fn(() => Promise.resolve(`${jars} jars of jam`));
    await preloadIntoCache('/api/pantry-shelf', fetcher);
    const first = render(
      <SWRConfig value={swrDefaults}>
        <Shelf swrKey="/api/pantry-shelf" fetcher={fetcher} renders={[]} cachedIsEnough />
      </SWRConfig>,
    );
    expect(screen.getByText('3 jars of jam')).toBeTruthy();
    first.unmount();

    jars = 4;
    await preloadIntoCache('/api/pantry-shelf', fetcher);
    render(
      <SWRConfig value={swrDefaults}>
        <Shelf swrKey="/api/pantry-shelf" fetcher={fetcher} renders={[]} cachedIsEnough />
      </SWRConfig>,
    );
    expect(await screen.findByText('4 jars of jam')).toBeTruthy();
  });
});
