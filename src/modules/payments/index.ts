export { PaymentsModule } from './payments.module.js';
export { PaymentSpending } from './application/payment-spending.js';
export type { SpendingSummary } from './application/ports/payments.store.js';
export { PaymentTransactionSchema, TicketPackageSchema } from './adapters/persistence/payments.schema.js';
