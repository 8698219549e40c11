import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ScreenCounter } from '../../../components/returnVisit';
import { firstPaintItems, useProgressive } from './useProgressive';

/** An IntersectionObserver whose reports the test sends: `near` says whether the sentinel is within reach. */
class ControlledObserver {
  static current: ControlledObserver | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledObserver.current = this;
  }
  observe() {}
  disconnect() {
    if (ControlledObserver.current === this) ControlledObserver.current = undefined;
  }
  report(near: boolean) {
    this.callback([{ isIntersecting: near } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function Cards({ count }: { count: number }) {
  const items = Array.from({ length: count }, (_, i) => `Card ${i + 1}`);
  const { shown, pending, sentinelRef } = useProgressive(items);
  return (
    <>
      {shown.map((item) => (
        <p key={item}>{item}</p>
      ))}
      {pending && <div ref={sentinelRef} />}
    </>
  );
}

const cardsShown = () => screen.queryAllByText(/^Card /).length;

/** The app's root layout, reduced to what the hook reads: the screens shown so far. */
function Root() {
  return (
    <ScreenCounter>
      <Outlet />
    </ScreenCounter>
  );
}

/** Renders `cards` at /cards, the page's first screen unless `entries` says which came before. */
function renderCards(cards: ReactElement, entries = ['/cards']) {
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          { path: '/cards', element: cards },
          { path: '/recipe', element: <p>A recipe</p> },
        ],
      },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useProgressive (a long grid rendered as its user scrolls towards it)', () => {
  const realObserver = globalThis.IntersectionObserver;
  const realWidth = window.innerWidth;
  afterEach(() => {
    globalThis.IntersectionObserver = realObserver;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: realWidth });
  });

  it('shows two rows of the grid first: one column on a phone, two on a tablet, three on a laptop', () => {
    expect(firstPaintItems(412)).toBe(2);
    expect(firstPaintItems(800)).toBe(4);
    expect(firstPaintItems(1366)).toBe(6);
  });

  it('adds half a dozen while the end of the grid is near the screen, and stops while it is not', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 412 });
    globalThis.IntersectionObserver = ControlledObserver as unknown as typeof IntersectionObserver;
    renderCards(<Cards count={20} />);
    expect(cardsShown()).toBe(2);

    await act(async () => ControlledObserver.current?.report(true));
    expect(cardsShown()).toBe(8);
    // Still near after those: six more.
    await act(async () => ControlledObserver.current?.report(true));
    expect(cardsShown()).toBe(14);
    // Far below the screen now: nothing more until the cook scrolls.
    await act(async () => ControlledObserver.current?.report(false));
    expect(cardsShown()).toBe(14);
    await act(async () => ControlledObserver.current?.report(true));
    expect(cardsShown()).toBe(20);
    expect(ControlledObserver.current).toBeUndefined();
  });

  it('shows the rest without waiting where the browser cannot tell what is visible', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 412 });
    // @ts-expect-error: a browser without IntersectionObserver
    delete globalThis.IntersectionObserver;
    renderCards(<Cards count={20} />);
    expect(await screen.findByText('Card 20')).toBeTruthy();
    expect(cardsShown()).toBe(20);
  });

  it('shows every item at once when the cook comes back with Back, so the browser can return to where they were', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 412 });
    globalThis.IntersectionObserver = ControlledObserver as unknown as typeof IntersectionObserver;
    const router = renderCards(<Cards count={20} />);
    expect(cardsShown()).toBe(2);
    await act(() => router.navigate('/recipe'));
    expect(screen.getByText('A recipe')).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(cardsShown()).toBe(20);
  });
});
