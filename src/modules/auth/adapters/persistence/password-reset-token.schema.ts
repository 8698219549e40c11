import { EntitySchema } from '@mikro-orm/core';
import { PasswordResetToken } from '../../domain/password-reset-token.js';
import { User } from '../../domain/user.js';

export const PasswordResetTokenSchema = new EntitySchema<PasswordResetToken>({
  class: PasswordResetToken,
  tableName: 'password_reset_tokens',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: {
      kind: 'm:1',
      entity: () => User as never,
      mapToPk: true,
      fieldName: 'user_id',
      deleteRule: 'cascade',
      index: 'password_reset_tokens_user_id_index',
    },
    tokenHash: { type: 'string', length: 64, unique: 'password_reset_tokens_token_hash_unique' },
    expiresAt: { type: 'datetime', length: 6 },
    usedAt: { type: 'datetime', length: 6, nullable: true },
    createdAt: { type: 'datetime', length: 6 },
  },
});
