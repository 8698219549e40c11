import { useCallback, useEffect } from 'react';
import useSWR from 'swr';
import { afterEveryChange } from '../../../api/client';
import { preloadIntoCache } from '../../../api/preloadIntoCache';
import { useToast } from '../../../components/toast';
import { useOffsetPages } from '../../../components/useOffsetPages';
import {
  COSTS_KEY,
  TICKETS_KEY,
  TRANSACTIONS_KEY,
  TRANSACTION_PAGE_SIZE,
  earnRecipeInteraction,
  fetchCosts,
  fetchTickets,
  fetchTransactions,
  type InteractionType,
  type TicketBalance,
  type TicketCost,
  type TicketTransaction,
} from '../api';

/** Tickets and transactions refetch every 60 s; the balance is fresh for 30 s (spec document 2 §7, §9). */
export const TICKETS_REFRESH_MS = 60_000;
export const TICKETS_FRESH_MS = 30_000;

/** My balance and lifetime totals, shared by the header, the profile and the Tickets screen. */
export function useTickets() {
  const { data, error, isLoading, mutate } = useSWR<TicketBalance, Error>(TICKETS_KEY, fetchTickets, {
    revalidateIfStale: true,
    refreshInterval: TICKETS_REFRESH_MS,
    dedupingInterval: TICKETS_FRESH_MS,
  });
  const retry = useCallback(() => void mutate(), [mutate]);
  return { tickets: data, error, isLoading, retry };
}

/** Fetches the balance before the app shell first renders (see preloadIntoCache). */
export function preloadTicketBalance(): Promise<void> {
  return preloadIntoCache(TICKETS_KEY, fetchTickets);
}

/**
 * The balance beside Tickets in the navigation and on the profile: 0 until it is known (spec document 2
 * §9). The header's copy asks again after every change the cook makes (`followChanges`), so a spend, a
 * refund, an earning or a purchase shows at once, whichever screen made it.
 */
export function useTicketBalance({ followChanges = false } = {}): { balance: number } {
  const { tickets, retry } = useTickets();
  useEffect(() => (followChanges ? afterEveryChange(retry) : undefined), [followChanges, retry]);
  return { balance: tickets?.balance ?? 0 };
}

/** My ledger, newest first, 50 rows a page, refetched every 60 s while shown. */
export function useTicketTransactions() {
  return useOffsetPages<TicketTransaction, readonly [string, number]>(
    (offset) => [TRANSACTIONS_KEY, offset],
    ([, offset]) => fetchTransactions(offset),
    TRANSACTION_PAGE_SIZE,
    { refreshInterval: TICKETS_REFRESH_MS },
  );
}

/** What each active premium feature costs. */
export function useTicketCosts() {
  const { data, error, isLoading, mutate } = useSWR<TicketCost[], Error>(COSTS_KEY, fetchCosts, { revalidateOnMount: true });
  return { costs: data, error, isLoading, retry: () => void mutate() };
}

/** Fetches what each AI feature costs before Home's assistant card renders (see preloadIntoCache). */
export function preloadTicketCosts(): Promise<void> {
  return preloadIntoCache(COSTS_KEY, fetchCosts);
}

/**
 * After a rating, comment or photo on someone else's public recipe: asks the server for the ticket it earns
 * and says 'Tickets Earned' the one time it is reported (spec document 2 §8); the header's balance follows.
 */
export function useRecipeInteractionEarning() {
  const { toast } = useToast();
  return useCallback(
    async (recipeId: number, interactionType: InteractionType) => {
      try {
        const { ticketsEarned } = await earnRecipeInteraction(recipeId, interactionType);
        if (ticketsEarned > 0) {
          const tickets = ticketsEarned === 1 ? 'ticket' : 'tickets';
          toast({ title: 'Tickets Earned', description: `You earned ${ticketsEarned} ${tickets}!`, variant: 'success' });
        }
      } catch {
        toast({ title: 'Error', description: 'Could not check whether you earned tickets.', variant: 'destructive' });
      }
    },
    [toast],
  );
}
