import { toApiError } from '../../api/client';
import type { OffsetPage } from '../../components/useOffsetPages';

// Written by hand from the contract of issue 16 until the tickets API is in openapi.yaml.
/** GET /api/tickets: zeros for an account that has never had a ticket. */
export interface TicketBalance {
  balance: number;
  lifetimeEarned: number;
  lifetimeSpent: number;
}

/** A row of the ledger; amount is signed (+ earned, − spent), balanceAfter the balance after it. */
export interface TicketTransaction {
  id: number;
  type: string;
  description: string;
  amount: number;
  createdAt: string;
  balanceAfter: number;
}

/** An active premium feature and what it costs (GET /api/tickets/costs). */
export interface TicketCost {
  feature: string;
  cost: number;
  description: string;
}

export type InteractionType = 'rating' | 'comment' | 'photo';

/** ticketsEarned is above 0 only the first time an award is reported. */
export interface EarnResult {
  ticketsEarned: number;
  balance: number;
}

/** SWR keys of the tickets data. */
export const TICKETS_KEY = '/api/tickets';
export const TRANSACTIONS_KEY = '/api/tickets/transactions';
export const COSTS_KEY = '/api/tickets/costs';

/** Transactions per page (the API's default limit). */
export const TRANSACTION_PAGE_SIZE = 50;

async function request(path: string, init?: RequestInit): Promise<{ body: unknown; response: Response }> {
  const response = await globalThis.fetch(
    new Request(new URL(path, window.location.origin), {
      credentials: 'include',
      ...init,
      headers: { Accept: 'application/json', ...(init?.body ? { 'Content-Type': 'application/json' } : {}) },
    }),
  );
  const text = await response.text();
  let body: unknown = text;
  if (response.headers.get('content-type')?.includes('json') && text) body = JSON.parse(text);
  if (!response.ok) throw toApiError(response, body);
  return { body, response };
}

export async function fetchTickets(): Promise<TicketBalance> {
  return (await request('/api/tickets')).body as TicketBalance;
}

export async function fetchTransactions(offset: number, limit = TRANSACTION_PAGE_SIZE): Promise<OffsetPage<TicketTransaction>> {
  const { body, response } = await request(`/api/tickets/transactions?limit=${limit}&offset=${offset}`);
  const items = body as TicketTransaction[];
  const total = Number(response.headers.get('X-Total-Count'));
  return { items, total: response.headers.has('X-Total-Count') && Number.isFinite(total) ? total : offset + items.length };
}

export async function fetchCosts(): Promise<TicketCost[]> {
  return (await request('/api/tickets/costs')).body as TicketCost[];
}

export async function earnRecipeInteraction(recipeId: number, interactionType: InteractionType): Promise<EarnResult> {
  const init = { method: 'POST', body: JSON.stringify({ recipeId, interactionType }) };
  return (await request('/api/tickets/earn/recipe-interaction', init)).body as EarnResult;
}
