import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeQueue } from '../../../api/offline';
import { OFFLINE_BANNER, OfflineBanner } from '../../../app/layout/OfflineSync';
import { renderRoutes } from '../../../test/render';
import { AddToShoppingListButton } from '../components/AddToShoppingListButton';
import { ME, TOAST, serveInventory, shoppingItem, world, type InventoryServer } from '../testServer';
import KitchenInventoryPage from './KitchenInventoryPage';

/** The browser's connection: navigator.onLine and its events; offline, fetch fails like a dropped signal. */
let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

function connect(server: InventoryServer) {
  const serve = globalThis.fetch;
  globalThis.fetch = (input, init) => (online ? serve(input, init) : Promise.reject(new TypeError('Failed to fetch')));
  return server;
}

function setOnline(value: boolean) {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

function renderShell(path = '/shopping-pantry') {
  return renderRoutes(
    [
      {
        path: '/shopping-pantry',
        element: (
          <>
            <OfflineBanner accountId={ME.id} />
            <KitchenInventoryPage />
          </>
        ),
      },
      { path: '/recipe', element: <AddToShoppingListButton recipeId={7} /> },
    ],
    path,
  );
}

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const changes = (server: InventoryServer) =>
  server.requests
    .filter((r) => r.method !== 'GET')
    .map((r) => `${r.method} ${new URL(r.url).pathname} ${r.headers.get('Idempotency-Key') ? 'key' : 'no key'}`);

beforeEach(async () => {
  await changeQueue.setAccount(ME.id);
});

afterEach(() => {
  setOnline(true);
  changeQueue.forget();
});

describe('KitchenInventoryPage offline', () => {
  it('keeps ticks, adds and deletes made offline, shows them at once, and replays them once when the connection returns', async () => {
    const w = world({ shopping: [shoppingItem('milk'), shoppingItem('eggs'), shoppingItem('bread')] });
    const server = connect(serveInventory(w));
    renderShell();
    await screen.findByRole('checkbox', { name: 'milk' });
    expect(screen.queryByText(OFFLINE_BANNER)).toBeNull();

    setOnline(false);
    expect(await screen.findByText(OFFLINE_BANNER)).toBeTruthy();
    fireEvent.click(checkbox('milk'));
    fireEvent.click(checkbox('eggs'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete bread' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Item Name' }), { target: { value: 'butter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to List' }));

    // Shown at once; the item added offline can be ticked off before it is synced.
    const butter = await screen.findByRole('checkbox', { name: 'butter' });
    await waitFor(() => expect((butter as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(butter);
    await waitFor(() => expect(changeQueue.size()).toBe(5));
    expect(checkbox('milk').checked).toBe(true);
    expect(checkbox('butter').checked).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'bread' })).toBeNull();
    expect(changes(server)).toEqual([]);
    // Clear All is not kept for later: it says why it does nothing.
    expect(screen.getByRole('button', { name: 'Clear All' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Clear All' }).getAttribute('title')).toBe('You are offline: this needs a connection.');
    // The pantry shows what the ticks put there.
    fireEvent.click(screen.getByRole('tab', { name: 'Pantry Items' }));
    expect(await screen.findByRole('listitem', { name: 'milk' })).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'butter' })).getByText('Not synced yet')).toBeTruthy();

    setOnline(true);
    expect(await screen.findByText('Back online: 5 changes synced', undefined, TOAST)).toBeTruthy();
    expect(screen.queryByText(OFFLINE_BANNER)).toBeNull();
    expect(changes(server)).toEqual([
      'PATCH /api/shopping/' + w.shopping.find((i) => i.name === 'milk')!.id + ' key',
      'PATCH /api/shopping/' + w.shopping.find((i) => i.name === 'eggs')!.id + ' key',
      expect.stringMatching(/^DELETE \/api\/shopping\/\d+ key$/),
      'POST /api/shopping key',
      'PATCH /api/shopping/' + w.shopping.find((i) => i.name === 'butter')!.id + ' key',
    ]);
    expect(w.shopping.map((i) => `${i.name} ${i.checked}`).sort()).toEqual(['butter true', 'eggs true', 'milk true']);
    expect(w.pantry.map((i) => i.name).sort()).toEqual(['butter', 'eggs', 'milk']);
    // The server's state wins: the pantry is read again, with the real ids.
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'butter' })).queryByText('Not synced yet')).toBeNull());
  });

  it('tells the cook when the server refuses a queued change, and goes on with the rest', async () => {
    const w = world({ shopping: [shoppingItem('milk')] });
    const server = connect(serveInventory(w));
    renderShell();
    await screen.findByRole('checkbox', { name: 'milk' });
    setOnline(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete milk' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Item Name' }), { target: { value: 'tea' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to List' }));
    await waitFor(() => expect(changeQueue.size()).toBe(2));
    // Meanwhile the item went (another device): the delete is refused with the server's message.
    w.shopping = [];

    setOnline(true);
    expect(await screen.findByText('Item not found', undefined, TOAST)).toBeTruthy();
    expect(await screen.findByText('Back online: 1 change synced', undefined, TOAST)).toBeTruthy();
    expect(w.shopping.map((i) => i.name)).toEqual(['tea']);
    expect(changeQueue.size()).toBe(0);
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('sends the queue again by itself when its replay stopped on a server failure', async () => {
    const w = world({ shopping: [shoppingItem('milk')] });
    const server = connect(serveInventory(w));
    renderShell();
    await screen.findByRole('checkbox', { name: 'milk' });
    setOnline(false);
    fireEvent.click(checkbox('milk'));
    await waitFor(() => expect(changeQueue.size()).toBe(1));
    // Back online, the server is restarting: the replay stops and keeps the change.
    const serve = globalThis.fetch;
    let failures = 1;
    globalThis.fetch = (input, init) => {
      if ((input instanceof Request ? input.method : init?.method) === 'PATCH' && failures-- > 0)
        return Promise.resolve(
          new Response(JSON.stringify({ message: 'Shutting down' }), { status: 503, headers: { 'content-type': 'application/json' } }),
        );
      return serve(input, init);
    };
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      setOnline(true);
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(changeQueue.size()).toBe(1);
      expect(w.shopping[0].checked).toBe(false);
      await act(() => jest.advanceTimersByTimeAsync(15_000));
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(changeQueue.size()).toBe(0));
    expect(w.shopping[0].checked).toBe(true);
    expect(changes(server)).toEqual([`PATCH /api/shopping/${w.shopping[0].id} key`]);
  });

  it('shows the last list read when offline, and a list never read says it will show when the connection returns', async () => {
    const w = world({ shopping: [shoppingItem('milk')] });
    connect(serveInventory(w));
    setOnline(false);
    renderShell();
    expect(await screen.findByText('You are offline: your shopping list will show when you reconnect.')).toBeTruthy();
    setOnline(true);
    expect(await screen.findByRole('checkbox', { name: 'milk' })).toBeTruthy();
  });

  it("disables a recipe's 'Add to Shopping List' offline, with the reason", async () => {
    const server = connect(serveInventory(world()));
    setOnline(false);
    renderShell('/recipe');
    const button = await screen.findByRole('button', { name: 'Add to Shopping List' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('title')).toBe('You are offline: this needs a connection.');
    fireEvent.click(button);
    expect(changes(server)).toEqual([]);
    setOnline(true);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
  });
});
