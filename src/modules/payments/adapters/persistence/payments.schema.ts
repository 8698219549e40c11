import { EntitySchema } from '@mikro-orm/core';
import { UserSchema } from '../../../auth/index.js';

// The tables are read and written with SQL only (sql-payments.store.ts); these mappings are their schema.

export interface TicketPackageRow {
  id: number;
  name: string;
  description: string | null;
  ticketAmount: number;
  price: string;
  currency: string;
  isActive: boolean;
  isFeatured: boolean;
  bonusPercentage: number;
  imageUrl: string | null;
  sortOrder: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The packs on sale (seeded: Starter 1, Standard 2, Premium 3); an order's price always comes from here. */
export const TicketPackageSchema = new EntitySchema<TicketPackageRow>({
  name: 'TicketPackageRow',
  tableName: 'ticket_packages',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 100 },
    description: { type: 'text', nullable: true },
    ticketAmount: { type: 'integer' },
    price: { type: 'decimal', precision: 10, scale: 2 },
    currency: { type: 'string', length: 3, default: 'USD' },
    isActive: { type: 'boolean', default: true },
    isFeatured: { type: 'boolean', default: false },
    bonusPercentage: { type: 'integer', default: 0 },
    imageUrl: { type: 'text', nullable: true },
    sortOrder: { type: 'integer', default: 0 },
    createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
    updatedAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
  },
  checks: [
    { name: 'ticket_packages_ticket_amount_check', expression: 'ticket_amount > 0' },
    { name: 'ticket_packages_price_check', expression: 'price > 0' },
  ],
});

export interface PaymentTransactionRow {
  id: number;
  /** Null once the buyer's account is deleted: the payment stays for reconciliation (userDeletedAt). */
  userId: number | null;
  userDeletedAt: Date | null;
  paymentMethodId: number | null;
  packageId: number;
  amount: string;
  currency: string;
  status: string;
  ticketsAwarded: number;
  transactionReference: string | null;
  captureId: string | null;
  customId: string;
  providerResponse: Record<string, unknown> | null;
  metadata: Record<string, unknown> | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * One row per purchase attempt (a PayPal order): created before PayPal is asked, then moved through
 * CREATED → COMPLETED (or PENDING, DECLINED, REJECTED, FAILED). transaction_reference is the PayPal order
 * id, capture_id the PayPal capture id; both unique.
 */
export const PaymentTransactionSchema = new EntitySchema<PaymentTransactionRow>({
  name: 'PaymentTransactionRow',
  tableName: 'payment_transactions',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { kind: 'm:1', entity: () => UserSchema as never, mapToPk: true, fieldName: 'user_id', deleteRule: 'set null', nullable: true },
    userDeletedAt: { type: 'datetime', length: 6, nullable: true },
    // No stored payment methods: PayPal keeps the buyer's instrument (kept for the documented shape).
    paymentMethodId: { type: 'integer', nullable: true },
    packageId: { kind: 'm:1', entity: () => TicketPackageSchema as never, mapToPk: true, fieldName: 'package_id' },
    amount: { type: 'decimal', precision: 10, scale: 2 },
    currency: { type: 'string', length: 3, default: 'USD' },
    status: { type: 'string', length: 20 },
    ticketsAwarded: { type: 'integer', default: 0 },
    transactionReference: { type: 'string', length: 255, nullable: true, unique: 'payment_transactions_transaction_reference_unique' },
    captureId: { type: 'string', length: 255, nullable: true, unique: 'payment_transactions_capture_id_unique' },
    customId: { type: 'string', length: 127 },
    providerResponse: { type: 'json', nullable: true },
    metadata: { type: 'json', nullable: true },
    createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
    updatedAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
  },
  // The buyer's completed payments by date (paymentSpending, the admin's view of a user).
  indexes: [{ name: 'payment_transactions_user_status_created_index', properties: ['userId', 'status', 'createdAt'] }],
  checks: [{ name: 'payment_transactions_amount_check', expression: 'amount > 0' }],
  // The buyer's deletion detaches the row (ON DELETE SET NULL) and stamps when.
  triggers: [
    {
      name: 'detach_deleted_buyer',
      timing: 'before',
      events: ['update'],
      forEach: 'row',
      body: `if old.user_id is not null and new.user_id is null then new.user_deleted_at := now(); end if; return new;`,
    },
  ],
});
