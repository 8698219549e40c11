import { EntitySchema } from '@mikro-orm/core';
import { UserSchema } from '../../../auth/index.js';

// The chat tables are read and written with SQL only (sql-chat.store.ts); these mappings are their schema.

const user = { kind: 'm:1', entity: () => UserSchema as never, mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade' } as const;

export interface ChatMessageRow {
  id: number;
  userId: number;
  role: string;
  content: string;
  createdAt: Date;
}

/** The conversation with Savorus, per user: what the user sent and what the assistant answered. */
export const ChatMessageSchema = new EntitySchema<ChatMessageRow>({
  name: 'ChatMessageRow',
  tableName: 'chat_messages',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { ...user },
    role: { type: 'string', length: 20 },
    content: { type: 'text' },
    createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
  },
  indexes: [{ name: 'chat_messages_user_id_index', properties: ['userId', 'id'] }],
  checks: [{ name: 'chat_messages_role_check', expression: "role in ('user', 'assistant')" }],
});

export interface ChatMeterRow {
  id: number;
  userId: number;
  messagesSent: number;
  /** Moves on when a block's messages all failed and its ticket was refunded: the next message is charged anew. */
  epoch: number;
  /** The messages of the latest block answered or being answered: its ticket is refunded only at 0. */
  blockInUse: number;
}

/** How many chat messages a user has sent, counted in one statement: the 1st, 6th, 11th… is charged. */
export const ChatMeterSchema = new EntitySchema<ChatMeterRow>({
  name: 'ChatMeterRow',
  tableName: 'chat_meters',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { ...user, unique: 'chat_meters_user_id_unique' },
    messagesSent: { type: 'integer', default: 0 },
    epoch: { type: 'integer', default: 0 },
    blockInUse: { type: 'integer', default: 0 },
  },
  checks: [
    { name: 'chat_meters_messages_sent_check', expression: 'messages_sent >= 0' },
    { name: 'chat_meters_block_in_use_check', expression: 'block_in_use >= 0' },
  ],
});
