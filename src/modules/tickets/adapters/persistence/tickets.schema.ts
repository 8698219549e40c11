import { EntitySchema } from '@mikro-orm/core';
import { UserSchema } from '../../../auth/index.js';
import { RecipeSchema } from '../../../recipes/index.js';

// The tables are read and written with SQL only (sql-*.ts); these mappings are their schema.

const user = { kind: 'm:1', entity: () => UserSchema as never, mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade' } as const;

export interface UserTicketsRow {
  id: number;
  userId: number;
  balance: number;
  lifetimeEarned: number;
  lifetimeSpent: number;
  updatedAt: Date;
}

/** One row per user with tickets: the balance (never below zero) and the lifetime totals, locked by every change. */
export const UserTicketsSchema = new EntitySchema<UserTicketsRow>({
  name: 'UserTicketsRow',
  tableName: 'user_tickets',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { ...user, unique: 'user_tickets_user_id_unique' },
    balance: { type: 'integer', default: 0 },
    lifetimeEarned: { type: 'integer', default: 0 },
    lifetimeSpent: { type: 'integer', default: 0 },
    updatedAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
  },
  checks: [
    { name: 'user_tickets_balance_check', expression: 'balance >= 0' },
    { name: 'user_tickets_lifetime_check', expression: 'lifetime_earned >= 0 and lifetime_spent >= 0' },
  ],
});

export interface TicketTransactionRow {
  id: number;
  /** Null once the cook's account is deleted: the row stays, detached from the person (userDeletedAt). */
  userId: number | null;
  userDeletedAt: Date | null;
  amount: number;
  type: string;
  description: string;
  metadata: Record<string, unknown> | null;
  balanceAfter: number;
  createdAt: Date;
  relatedEntityId: string | null;
  relatedEntityType: string | null;
  idempotencyKey: string | null;
}

/** The ledger: one row per change of balance, never updated or deleted, kept when its cook's account is deleted. */
export const TicketTransactionSchema = new EntitySchema<TicketTransactionRow>({
  name: 'TicketTransactionRow',
  tableName: 'ticket_transactions',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { ...user, nullable: true, deleteRule: 'set null' },
    userDeletedAt: { type: 'datetime', length: 6, nullable: true },
    amount: { type: 'integer' },
    type: { type: 'string', length: 50 },
    description: { type: 'text' },
    metadata: { type: 'json', nullable: true },
    balanceAfter: { type: 'integer' },
    createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
    relatedEntityId: { type: 'string', length: 50, nullable: true },
    relatedEntityType: { type: 'string', length: 50, nullable: true },
    idempotencyKey: { type: 'string', length: 120, nullable: true },
  },
  // A change with a key happens once per user and key.
  uniques: [{ name: 'ticket_transactions_user_idempotency_key_unique', properties: ['userId', 'idempotencyKey'] }],
  checks: [
    { name: 'ticket_transactions_amount_check', expression: 'amount <> 0' },
    { name: 'ticket_transactions_balance_after_check', expression: 'balance_after >= 0' },
  ],
  // The history, newest first, and its count.
  indexes: [
    {
      name: 'ticket_transactions_user_created_index',
      expression: 'create index "ticket_transactions_user_created_index" on "ticket_transactions" ("user_id", "created_at" desc, "id" desc)',
    },
  ],
  // The database refuses any change of a row. The one change it lets through is the detachment of a
  // deleted cook's rows (ON DELETE SET NULL), recognised by the user row being gone and nothing else
  // changing; it stamps user_deleted_at. A TRUNCATE trigger, which the ORM cannot map, is in the migration.
  triggers: [
    {
      name: 'append_only',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'row',
      body: `if tg_op = 'UPDATE' and old.user_id is not null and new.user_id is null
          and not exists (select 1 from users where id = old.user_id)
          and to_jsonb(new) - 'user_id' - 'user_deleted_at' = to_jsonb(old) - 'user_id' - 'user_deleted_at' then
        new.user_deleted_at := now();
        return new;
      end if;
      raise exception 'ticket_transactions is append-only';`,
    },
  ],
});

export interface TicketCostRow {
  id: number;
  feature: string;
  cost: number;
  description: string;
  isActive: boolean;
  updatedAt: Date;
}

/** What each feature costs; seeded by the migration, edited by admins. */
export const TicketCostSchema = new EntitySchema<TicketCostRow>({
  name: 'TicketCostRow',
  tableName: 'ticket_costs',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    feature: { type: 'string', length: 50, unique: 'ticket_costs_feature_unique' },
    cost: { type: 'integer' },
    description: { type: 'text' },
    isActive: { type: 'boolean', default: true },
    updatedAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
  },
  checks: [{ name: 'ticket_costs_cost_check', expression: 'cost >= 0' }],
});

export interface LoginStreakRow {
  id: number;
  userId: number;
  currentStreak: number;
  longestStreak: number;
  lastLoginDate: string | null;
  updatedAt: Date;
}

export const LoginStreakSchema = new EntitySchema<LoginStreakRow>({
  name: 'LoginStreakRow',
  tableName: 'login_streaks',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { ...user, unique: 'login_streaks_user_id_unique' },
    currentStreak: { type: 'integer', default: 0 },
    longestStreak: { type: 'integer', default: 0 },
    lastLoginDate: { type: 'date', nullable: true },
    updatedAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
  },
});

export interface RecipeInteractionAwardRow {
  id: number;
  userId: number;
  recipeId: number;
  interactionType: string;
  tickets: number;
  announced: boolean;
  createdAt: Date;
}

/** Tickets earned for feedback on someone else's public recipe: once per recipe and type, announced to the client once. */
export const RecipeInteractionAwardSchema = new EntitySchema<RecipeInteractionAwardRow>({
  name: 'RecipeInteractionAwardRow',
  tableName: 'recipe_interaction_awards',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { ...user },
    recipeId: {
      kind: 'm:1',
      entity: () => RecipeSchema as never,
      mapToPk: true,
      fieldName: 'recipe_id',
      deleteRule: 'cascade',
      index: 'recipe_interaction_awards_recipe_id_index',
    },
    interactionType: { type: 'string', length: 20 },
    tickets: { type: 'integer' },
    announced: { type: 'boolean', default: false },
    createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
  },
  uniques: [{ name: 'recipe_interaction_awards_unique', properties: ['userId', 'recipeId', 'interactionType'] }],
  checks: [
    { name: 'recipe_interaction_awards_type_check', expression: "interaction_type in ('rating', 'comment', 'photo')" },
    { name: 'recipe_interaction_awards_tickets_check', expression: 'tickets > 0' },
  ],
  // The awards of a user's day (the daily limit).
  indexes: [{ name: 'recipe_interaction_awards_user_created_index', properties: ['userId', 'createdAt'] }],
});
