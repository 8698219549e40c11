import { EntitySchema } from '@mikro-orm/core';
import { AccountToken } from '../../domain/account-token.js';
import { User } from '../../domain/user.js';

export const AccountTokenSchema = new EntitySchema<AccountToken>({
  class: AccountToken,
  tableName: 'account_tokens',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: {
      kind: 'm:1',
      entity: () => User as never,
      mapToPk: true,
      fieldName: 'user_id',
      deleteRule: 'cascade',
      index: 'account_tokens_user_id_index',
    },
    purpose: { type: 'string', length: 30 },
    email: { type: 'string', length: 254 },
    tokenHash: { type: 'string', length: 64, unique: 'account_tokens_token_hash_unique' },
    expiresAt: { type: 'datetime', length: 6 },
    usedAt: { type: 'datetime', length: 6, nullable: true },
    createdAt: { type: 'datetime', length: 6 },
  },
});
