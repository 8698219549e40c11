export { PaymentsModule } from './payments.module.js';
export { paymentSpending } from './adapters/persistence/sql-payments.store.js';
export type { SpendingSummary } from './application/ports/payments.store.js';
export { PaymentTransactionSchema, TicketPackageSchema } from './adapters/persistence/payments.schema.js';
