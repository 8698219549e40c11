import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazyPage';

const Screen = () => <p>The screen</p>;

function renderInSuspense(Page: React.ComponentType) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage (a screen loaded on demand)', () => {
  it('renders a screen whose chunk is already there in the first render, without the loading fallback', async () => {
    const preloadData = jest.fn();
    const Page = lazyPage(() => Promise.resolve({ default: Screen, preloadData }));
    await Page.preload();
    expect(preloadData).toHaveBeenCalledTimes(1);
    renderInSuspense(Page);
    expect(screen.getByText('The screen')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('preloads the chunk and the first data together; the route waits for the chunk alone', async () => {
    let dataArrives = () => {};
    const data = new Promise<void>((resolve) => (dataArrives = resolve));
    const Page = lazyPage(() => Promise.resolve({ default: Screen, preloadData: () => data }));
    let preloaded = false;
    void Page.preload().then(() => (preloaded = true));
    await Page.loaded();
    await Promise.resolve();
    expect(preloaded).toBe(false);
    dataArrives();
    await data;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloaded).toBe(true);
  });

  it('shows the fallback while the chunk loads, then the screen, loading it once', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Screen }));
    const Page = lazyPage(load);
    renderInSuspense(Page);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('The screen')).toBeTruthy();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
