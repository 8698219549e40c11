// The tickets feature's public surface: the balance for the navigation and the profile, and the earning
// that community feedback reports. Light on purpose: the app shell imports it.
export { preloadTicketBalance, preloadTicketCosts, useTicketBalance, useRecipeInteractionEarning, useTicketCosts } from './hooks/useTickets';
export { ticketCostLabel } from './costLabel';
export type { InteractionType } from './api';
