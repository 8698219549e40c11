import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OFFLINE_REASON } from '../../../api/online';
import { dropWhenOffline, setOnline } from '../../../test/connection';
import { fakeServer, makeUser, renderAt } from '../../../test/render';
import { fakePayPalSdk, requestsTo, serveTickets, ticketWorld, transaction, type TicketWorld } from '../testServer';
import TicketsPage from './TicketsPage';

/** The toast's view loads with the first toast. */
const TOAST = { timeout: 5000 };

function renderTickets(w: TicketWorld) {
  const server = serveTickets(fakeServer(makeUser()), w);
  return { server, ...renderAt(<TicketsPage />, '/tickets') };
}

const historyButton = () => screen.getByRole('button', { name: 'Transaction History' });

async function openHistory() {
  fireEvent.click(historyButton());
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading transactions' })).toBeNull());
}

const rows = () => screen.queryAllByTestId('ticket-transaction');
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('TicketsPage', () => {
  it('shows the balance, the lifetime totals and what each premium feature costs', async () => {
    renderTickets(ticketWorld({ tickets: { balance: 1234, lifetimeEarned: 1300, lifetimeSpent: 66 } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets' })).toBeTruthy();
    expect(document.title).toBe('Tickets · Savor');
    expect(screen.getByRole('status', { name: 'Loading ticket costs' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('ticket-balance').textContent).toBe('1,234'));
    expect(screen.getByTestId('lifetime-earned').textContent).toBe('1,300');
    expect(screen.getByTestId('lifetime-spent').textContent).toBe('66');

    const features = screen.getByRole('region', { name: 'Premium Features' });
    const costs = await within(features).findAllByTestId('ticket-cost');
    expect(costs.map((c) => c.textContent)).toEqual([
      'AI chat: 1 ticket per 5 messages1 ticket',
      'AI recipe image2 tickets',
      'AI meal plan suggestion5 tickets',
      'AI nutrition facts1 ticket',
      'AI recipe generation5 tickets',
      'Recipe photo analysis10 tickets',
    ]);
  });

  it('says ticket for a balance of one', async () => {
    renderTickets(ticketWorld({ tickets: { balance: 1, lifetimeEarned: 3, lifetimeSpent: 2 } }));
    await waitFor(() => expect(screen.getByTestId('ticket-balance').textContent).toBe('1'));
    expect(within(screen.getByRole('region', { name: 'Your Balance' })).getByText('ticket')).toBeTruthy();
  });

  it('offers the three packs with Standard popular and chosen, and says when PayPal is not configured', async () => {
    renderTickets(ticketWorld());
    expect(screen.getByRole('tab', { name: 'One-time Purchase' }).getAttribute('aria-selected')).toBe('true');
    const packs = screen.getByRole('radiogroup', { name: 'Ticket packs' });
    const radios = within(packs).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      'Starter Pack20 tickets$1.005¢ per ticket',
      'Standard PackPopular100 tickets$4.004¢ per ticket',
      'Premium Pack300 tickets$10.003.3¢ per ticket',
    ]);
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([false, true, false]);
    expect(screen.getByRole('heading', { name: 'Standard Pack: 100 tickets for $4.00' })).toBeTruthy();
    expect(await screen.findByText(/^PayPal not configured\..*Please contact support\.$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'PayPal' })).toBeNull();
  });

  it('buys the chosen pack with PayPal: the SDK with the client id, USD and capture, then the toast and the new balance', async () => {
    const sdk = fakePayPalSdk();
    const w = ticketWorld({ paypalConfigured: true });
    const { server } = renderTickets(w);
    await waitFor(() => expect(screen.getByTestId('ticket-balance').textContent).toBe('20'));
    fireEvent.click(screen.getByRole('radio', { name: /Premium Pack/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'PayPal' }));
    expect(await screen.findByText('Payment successful!', undefined, TOAST)).toBeTruthy();
    expect(screen.getByText('Added tickets to your account')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('ticket-balance').textContent).toBe('320'));

    const src = new URL(sdk.scripts()[0].src);
    expect(src.origin + src.pathname).toBe('https://paypal.test/sdk/js');
    expect(Object.fromEntries(src.searchParams)).toEqual({ 'client-id': 'test-client', currency: 'USD', intent: 'capture' });
    const [create] = requestsTo(server, 'POST', '/api/payment/paypal/create-order');
    expect(await create.json()).toEqual({ packageId: 3 });
    const [capture] = requestsTo(server, 'POST', '/api/payment/paypal/capture-order');
    expect(await capture.json()).toEqual({ orderId: 'ORDER-3', packageId: 3 });
  });

  it("says 'Payment failed' when the capture is refused, and 'Failed to create order' when the order is", async () => {
    fakePayPalSdk();
    const w = ticketWorld({ paypalConfigured: true, captureOutcome: 'failed' });
    renderTickets(w);
    fireEvent.click(await screen.findByRole('button', { name: 'PayPal' }));
    expect(await screen.findByText('Payment failed', undefined, TOAST)).toBeTruthy();
    expect(screen.getByText('Something went wrong with your payment')).toBeTruthy();

    w.failing.add('create-order');
    fireEvent.click(screen.getByRole('button', { name: 'PayPal' }));
    expect(await screen.findByText('Failed to create order', undefined, TOAST)).toBeTruthy();
    expect(screen.getByTestId('ticket-balance').textContent).toBe('20');
  });

  it('shows the three passes on Subscription, each saying subscriptions are coming soon, and keeps the chosen pack', async () => {
    renderTickets(ticketWorld());
    fireEvent.click(screen.getByRole('radio', { name: /Starter Pack/ }));
    fireEvent.click(screen.getByRole('tab', { name: 'Subscription' }));
    const passes = screen.getAllByTestId('ticket-pass');
    expect(passes.map((p) => p.textContent)).toEqual([
      'BasicComing soon30 tickets / month$1.00 / month3.3¢ per ticketSubscribe to Basic',
      'StandardComing soon200 tickets / month$5.00 / month2.5¢ per ticketSubscribe to Standard',
      'PremiumComing soon500 tickets / month$10.00 / month2¢ per ticketSubscribe to Premium',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe to Standard' }));
    expect(await screen.findByText('Subscription Feature', undefined, TOAST)).toBeTruthy();
    expect(screen.getByText('PayPal subscription functionality coming soon')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'One-time Purchase' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Starter Pack/ }).checked).toBe(true);
  });

  it('opens the transaction history on demand: humanised types, signed amounts, dates and balances', async () => {
    const { server } = renderTickets(
      ticketWorld({
        transactions: [
          transaction(4, 'ai_recipe', -5, 17, 'AI recipe generation'),
          transaction(3, 'login_streak', 2, 22, 'Daily login streak: day 1'),
          transaction(2, 'gift_from_the_chef', 1, 20, 'A new kind of row'),
          transaction(1, 'welcome_bonus', 20, 20, 'Welcome bonus'),
        ],
      }),
    );
    expect(historyButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
    expect(requestsTo(server, 'GET', '/api/tickets/transactions')).toHaveLength(0);

    await openHistory();
    expect(historyButton().getAttribute('aria-expanded')).toBe('true');
    const table = screen.getByRole('table', { name: 'Transaction History' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Type', 'Description', 'Amount', 'Date', 'Balance']);
    const date = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
    expect(rows().map(cells)).toEqual([
      ['AI recipe', 'AI recipe generation', '−5', date(transaction(4, '', 1, 0).createdAt), '17'],
      ['Login streak', 'Daily login streak: day 1', '+2', date(transaction(3, '', 1, 0).createdAt), '22'],
      ['Gift from the chef', 'A new kind of row', '+1', date(transaction(2, '', 1, 0).createdAt), '20'],
      ['Welcome bonus', 'Welcome bonus', '+20', date(transaction(1, '', 1, 0).createdAt), '20'],
    ]);
    const amount = (row: number) => within(rows()[row]).getAllByRole('cell')[2];
    expect(getComputedStyle(amount(0)).color).not.toBe(getComputedStyle(amount(1)).color);
    expect(requestsTo(server, 'GET', '/api/tickets/transactions')[0].url).toMatch(/limit=50&offset=0$/);

    fireEvent.click(historyButton());
    expect(historyButton().getAttribute('aria-expanded')).toBe('false');
  });

  it("says 'No transactions yet' when the ledger is empty", async () => {
    renderTickets(ticketWorld({ transactions: [] }));
    await openHistory();
    expect(screen.getByText('No transactions yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages the history 50 rows at a time with Load more', async () => {
    const transactions = Array.from({ length: 120 }, (_, i) => transaction(120 - i, 'login_streak', 2, 240 - 2 * i));
    renderTickets(ticketWorld({ transactions }));
    await openHistory();
    expect(rows()).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(100));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(120));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when the balance, the costs or the history cannot load, and tries again', async () => {
    const w = ticketWorld({ failing: new Set(['tickets', 'costs', 'transactions']) });
    renderTickets(w);
    expect(await screen.findByText('Error loading your tickets. Please try again.')).toBeTruthy();
    expect(await screen.findByText('Error loading ticket costs. Please try again.')).toBeTruthy();
    await openHistory();
    expect(screen.getByText('Error loading transactions. Please try again.')).toBeTruthy();

    w.failing.clear();
    for (const button of screen.getAllByRole('button', { name: 'Try again' })) fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('ticket-balance').textContent).toBe('20'));
    expect(await screen.findAllByTestId('ticket-cost')).toHaveLength(6);
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});

describe('TicketsPage offline', () => {
  afterEach(() => setOnline(true));

  it('says buying tickets needs a connection instead of PayPal, and shows PayPal again when it is back', async () => {
    fakePayPalSdk();
    setOnline(false);
    const server = serveTickets(fakeServer(makeUser()), ticketWorld({ paypalConfigured: true }));
    dropWhenOffline();
    renderAt(<TicketsPage />, '/tickets');
    const checkout = screen.getByRole('region', { name: 'Checkout' });
    expect(within(checkout).getByText(OFFLINE_REASON)).toBeTruthy();
    // Not a placeholder that never fills, nor PayPal's error.
    expect(within(checkout).queryByLabelText('Loading PayPal')).toBeNull();
    await act(async () => undefined);
    expect(within(checkout).queryByText('PayPal Error')).toBeNull();
    expect(requestsTo(server, 'GET', '/api/payment/paypal/status')).toHaveLength(0);

    // The status that failed offline is asked again when the connection returns.
    setOnline(true);
    expect(await within(checkout).findByRole('button', { name: 'PayPal' })).toBeTruthy();
    expect(within(checkout).queryByText(OFFLINE_REASON)).toBeNull();

    setOnline(false);
    expect(within(checkout).getByText(OFFLINE_REASON)).toBeTruthy();
    expect(within(checkout).queryByRole('button', { name: 'PayPal' })).toBeNull();
  });
});
