export { TicketsModule } from './tickets.module.js';
export { TicketLedger, type CreditOptions, type SpendOptions } from './application/ticket-ledger.js';
export { TicketAdministration, spendingPeriods } from './application/ticket-administration.js';
export { ticketSpending } from './adapters/persistence/sql-tickets.read-model.js';
export type { AdminTicketCostRow, SpendingSummary } from './application/ports/tickets.read-model.js';
export { InsufficientTicketsError, TicketCostNotFoundError } from './domain/tickets.errors.js';
export type { CreditType, TicketFeature, TicketTransactionType } from './domain/ticket-account.js';
export {
  LoginStreakSchema,
  RecipeInteractionAwardSchema,
  TicketCostSchema,
  TicketTransactionSchema,
  UserTicketsSchema,
} from './adapters/persistence/tickets.schema.js';
