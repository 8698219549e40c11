import { EntitySchema } from '@mikro-orm/core';
import { PersonalAccessToken, TOKEN_SCOPES } from '../../domain/personal-access-token.js';
import { User } from '../../domain/user.js';

export const PersonalAccessTokenSchema = new EntitySchema<PersonalAccessToken>({
  class: PersonalAccessToken,
  tableName: 'personal_access_tokens',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: {
      kind: 'm:1',
      entity: () => User as never,
      mapToPk: true,
      fieldName: 'user_id',
      deleteRule: 'cascade',
      index: 'personal_access_tokens_user_id_index',
    },
    name: { type: 'string', length: 100 },
    scope: { type: 'string', length: 20, check: `scope in (${TOKEN_SCOPES.map((scope) => `'${scope}'`).join(', ')})` },
    tokenHash: { type: 'string', length: 64, unique: 'personal_access_tokens_token_hash_unique' },
    expiresAt: { type: 'datetime', length: 6, nullable: true },
    lastUsedAt: { type: 'datetime', length: 6, nullable: true },
    createdAt: { type: 'datetime', length: 6 },
  },
});
