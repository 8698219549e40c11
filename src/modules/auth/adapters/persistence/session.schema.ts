import { EntitySchema } from '@mikro-orm/core';
import { User } from '../../domain/user.js';

/** One row per browser session (see SessionMiddleware), with the signed-in user for sign-out everywhere. */
export interface SessionRow {
  sid: string;
  user: User | null;
  data: Record<string, unknown>;
  expiresAt: Date;
}

export const SessionSchema = new EntitySchema<SessionRow>({
  name: 'SessionRow',
  tableName: 'sessions',
  properties: {
    sid: { type: 'string', length: 64, primary: true },
    user: { kind: 'm:1', entity: () => User, nullable: true, deleteRule: 'cascade', index: 'sessions_user_id_index' },
    data: { type: 'json' },
    expiresAt: { type: 'datetime', length: 6, index: 'sessions_expires_at_index' },
  },
});
