import { json, type FakeServer } from '../../test/render';
import type { EarnResult, TicketBalance, TicketCost, TicketTransaction } from './api';

/** Test data and a fake tickets API (the contract of issue 16) for component tests. */

export type TicketCall = 'tickets' | 'transactions' | 'costs' | 'earn' | 'create-order';

export interface TicketWorld {
  tickets: TicketBalance;
  /** Newest first, as the API answers. */
  transactions: TicketTransaction[];
  costs: TicketCost[];
  /** What POST /api/tickets/earn/recipe-interaction answers next (then 0 for the same recipe and type). */
  award: number;
  /** Calls that answer 500. */
  failing: Set<TicketCall>;
  /** Whether GET /api/payment/paypal/status says PayPal is set up. */
  paypalConfigured: boolean;
  /** What capture-order answers: the pack's tickets credited, or a 422 'Payment failed'. */
  captureOutcome: 'completed' | 'failed';
}

/** The packs' tickets by server id (the fake API credits them on capture). */
const PACK_TICKETS: Record<number, number> = { 1: 20, 2: 100, 3: 300 };

export const SEEDED_COSTS: TicketCost[] = [
  { feature: 'ai_chat', cost: 1, description: 'AI chat: 1 ticket per 5 messages' },
  { feature: 'ai_image', cost: 2, description: 'AI recipe image' },
  { feature: 'ai_meal_plan', cost: 5, description: 'AI meal plan suggestion' },
  { feature: 'ai_nutrition', cost: 1, description: 'AI nutrition facts' },
  { feature: 'ai_recipe', cost: 5, description: 'AI recipe generation' },
  { feature: 'photo_upload', cost: 10, description: 'Recipe photo analysis' },
];

export function transaction(id: number, type: string, amount: number, balanceAfter: number, description = 'A ticket change'): TicketTransaction {
  return { id, type, description, amount, balanceAfter, createdAt: new Date(Date.UTC(2026, 2, 10, 12, 0) - id * 60_000).toISOString() };
}

export function ticketWorld(overrides: Partial<TicketWorld> = {}): TicketWorld {
  return {
    tickets: { balance: 20, lifetimeEarned: 20, lifetimeSpent: 0 },
    transactions: [transaction(1, 'welcome_bonus', 20, 20, 'Welcome bonus')],
    costs: SEEDED_COSTS,
    award: 0,
    failing: new Set(),
    paypalConfigured: false,
    captureOutcome: 'completed',
    ...overrides,
  };
}

const fail = () => json({ message: 'Database unavailable' }, 500);

/** Adds the tickets calls over `w` to a fake server, changing like the API would. */
export function serveTickets(server: FakeServer, w: TicketWorld): FakeServer {
  const announced = new Set<string>();
  server.use(async (request) => {
    const url = new URL(request.url);
    const m = request.method;
    if (url.pathname === '/api/tickets' && m === 'GET') return w.failing.has('tickets') ? fail() : json(w.tickets);
    if (url.pathname === '/api/tickets/costs' && m === 'GET') return w.failing.has('costs') ? fail() : json(w.costs);
    if (url.pathname === '/api/tickets/transactions' && m === 'GET') {
      if (w.failing.has('transactions')) return fail();
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      return new Response(JSON.stringify(w.transactions.slice(offset, offset + limit)), {
        headers: { 'content-type': 'application/json', 'X-Total-Count': String(w.transactions.length) },
      });
    }
    if (url.pathname === '/api/tickets/earn/recipe-interaction' && m === 'POST') {
      if (w.failing.has('earn')) return fail();
      const { recipeId, interactionType } = (await request.json()) as { recipeId: number; interactionType: string };
      const key = `${recipeId}:${interactionType}`;
      const earned = announced.has(key) ? 0 : w.award;
      announced.add(key);
      if (earned > 0) {
        const balance = w.tickets.balance + earned;
        w.tickets = { ...w.tickets, balance, lifetimeEarned: w.tickets.lifetimeEarned + earned };
        w.transactions = [transaction(w.transactions.length + 100, 'recipe_interaction', earned, balance), ...w.transactions];
      }
      return json({ ticketsEarned: earned, balance: w.tickets.balance } satisfies EarnResult);
    }
    if (url.pathname === '/api/payment/paypal/status' && m === 'GET') {
      return json(w.paypalConfigured ? { configured: true, clientId: 'test-client', sdkUrl: 'https://paypal.test/sdk/js' } : { configured: false });
    }
    if (url.pathname === '/api/payment/paypal/create-order' && m === 'POST') {
      if (w.failing.has('create-order')) return json({ message: 'There was a problem with PayPal. Please try again.' }, 503);
      const { packageId } = (await request.json()) as { packageId: number };
      return json({ orderId: `ORDER-${packageId}`, links: [] });
    }
    if (url.pathname === '/api/payment/paypal/capture-order' && m === 'POST') {
      const { orderId, packageId } = (await request.json()) as { orderId: string; packageId: number };
      if (w.captureOutcome === 'failed') return json({ message: 'Payment failed: the capture is DECLINED', code: 'PAYMENT_FAILED' }, 422);
      const earned = PACK_TICKETS[packageId];
      const balance = w.tickets.balance + earned;
      w.tickets = { ...w.tickets, balance, lifetimeEarned: w.tickets.lifetimeEarned + earned };
      w.transactions = [transaction(w.transactions.length + 200, 'purchase', earned, balance, 'Purchased a pack'), ...w.transactions];
      return json({ status: 'COMPLETED', orderId, ticketsAwarded: earned, balance });
    }
    return undefined;
  });
  return server;
}

/**
 * A stand-in for the PayPal JS SDK: once the panel adds the SDK's script, `window.paypal.Buttons` renders a
 * 'PayPal' button that creates the order, approves it at once and calls onApprove (or onCancel when told).
 */
export function fakePayPalSdk(): { scripts: () => HTMLScriptElement[]; cancelNext: () => void } {
  let cancel = false;
  window.paypal = {
    Buttons: (options) => ({
      render: (container) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.addEventListener('click', () => {
          if (cancel) {
            cancel = false;
            options.onCancel?.();
            return;
          }
          options.createOrder().then(
            (orderID) => options.onApprove({ orderID }),
            () => undefined,
          );
        });
        container.appendChild(button);
        return Promise.resolve();
      },
    }),
  };
  const observer = new MutationObserver(() => {
    for (const script of document.head.querySelectorAll<HTMLScriptElement>('script[data-paypal-sdk]:not([data-fired])')) {
      script.dataset.fired = 'true';
      script.dispatchEvent(new Event('load'));
    }
  });
  observer.observe(document.head, { childList: true });
  return {
    scripts: () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[data-paypal-sdk]')),
    cancelNext: () => {
      cancel = true;
    },
  };
}

export const requestsTo = (server: FakeServer, method: string, pathname: string) =>
  server.requests.filter((r) => r.method === method && new URL(r.url).pathname === pathname);
