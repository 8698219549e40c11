import { api, toApiError, unwrap } from '../../api/client';
import { totalCount } from '../../components/listHeaders';
import type { components } from '../../api/schema';
import type { OffsetPage } from '../../components/useOffsetPages';

type Schemas = components['schemas'];
/** GET /api/tickets: zeros for an account that has never had a ticket. */
export type TicketBalance = Schemas['TicketBalanceDto'];
/** A row of the ledger; amount is signed (+ earned, − spent), balanceAfter the balance after it. */
export type TicketTransaction = Schemas['TicketTransactionDto'];
/** An active premium feature and what it costs (GET /api/tickets/costs). */
export type TicketCost = Schemas['TicketCostDto'];
export type InteractionType = Schemas['RecipeInteractionDto']['interactionType'];
/** ticketsEarned is above 0 only the first time an award is reported. */
export type EarnResult = Schemas['EarnedTicketsDto'];

/** SWR keys of the tickets data. */
export const TICKETS_KEY = '/api/tickets';
export const TRANSACTIONS_KEY = '/api/tickets/transactions';
export const COSTS_KEY = '/api/tickets/costs';

/** Transactions per page (the API's default limit). */
export const TRANSACTION_PAGE_SIZE = 50;

export function fetchTickets(): Promise<TicketBalance> {
  return unwrap(api.GET('/api/tickets'));
}

export async function fetchTransactions(offset: number, limit = TRANSACTION_PAGE_SIZE): Promise<OffsetPage<TicketTransaction>> {
  const { data, error, response } = await api.GET('/api/tickets/transactions', { params: { query: { limit, offset } } });
  if (!response.ok || !data) throw toApiError(response, error);
  return { items: data, total: totalCount(response, offset + data.length) };
}

export function fetchCosts(): Promise<TicketCost[]> {
  return unwrap(api.GET('/api/tickets/costs'));
}

export function earnRecipeInteraction(recipeId: number, interactionType: InteractionType): Promise<EarnResult> {
  return unwrap(api.POST('/api/tickets/earn/recipe-interaction', { body: { recipeId, interactionType } }));
}
