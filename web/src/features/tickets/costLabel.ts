/** What a paid button says about its price: '1 ticket', '5 tickets', or 'Free'. */
export function ticketCostLabel(cost: number): string {
  return cost > 0 ? `${cost} ticket${cost === 1 ? '' : 's'}` : 'Free';
}
