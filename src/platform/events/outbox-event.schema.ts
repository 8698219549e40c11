import { EntitySchema } from '@mikro-orm/core';

export interface OutboxEventRow {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  createdAt: Date;
  /** The next delivery may start then (retries back off). */
  availableAt: Date;
  attempts: number;
  lastError: string | null;
  deliveredAt: Date | null;
}

/** Domain events written in the transaction of the change they announce, delivered once by Outbox. */
export const OutboxEventSchema = new EntitySchema<OutboxEventRow>({
  name: 'OutboxEventRow',
  tableName: 'outbox_events',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 100 },
    payload: { type: 'json' },
    createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
    availableAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
    attempts: { type: 'integer', default: 0 },
    lastError: { type: 'text', nullable: true },
    deliveredAt: { type: 'datetime', length: 6, nullable: true },
  },
  indexes: [
    // What the delivery job looks for: the undelivered, by when they may go.
    {
      name: 'outbox_events_pending_index',
      expression: 'create index "outbox_events_pending_index" on "outbox_events" ("available_at", "id") where delivered_at is null',
    },
    // Pruning delivered events.
    {
      name: 'outbox_events_delivered_index',
      expression: 'create index "outbox_events_delivered_index" on "outbox_events" ("delivered_at") where delivered_at is not null',
    },
  ],
});
