/**
 * The ticket balance shown in the navigation. The tickets API (GET /api/tickets) arrives with the
 * tickets issue; until then every account shows 0, which is the true balance before tickets exist.
 */
export function useTicketBalance(): { balance: number } {
  return { balance: 0 };
}
