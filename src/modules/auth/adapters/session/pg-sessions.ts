import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SqlReader } from '../../../../platform/database/sql-reader.js';
import type { SessionUser } from '../../../../platform/http/auth-context.js';
import type { SessionRows } from './session.js';

/** A stored session and its user (undefined for a visitor's session, or when the account is gone). */
export interface LoadedSession {
  row: { sid: string; data: Record<string, unknown>; expiresAt: Date };
  user: SessionUser | undefined;
}

interface Row {
  data: Record<string, unknown>;
  /** Milliseconds since the epoch: the driver would hand a timestamp over as text, slow to parse. */
  expiresAtMs: number;
  userId: number | null;
  isAdmin: boolean | null;
}

/**
 * The `sessions` table. The user's id has a column of its own, so that every session of a user can be
 * ended at once (see SqlUserSessions) and a deleted account takes its sessions with it.
 */
@Injectable()
export class PgSessions implements SessionRows {
  constructor(
    private readonly em: EntityManager,
    private readonly reader: SqlReader,
  ) {}

  private get db() {
    return this.em.getConnection();
  }

  /** The unexpired session and its user, in one statement: the guard needs no query of its own. */
  async load(sid: string): Promise<LoadedSession | undefined> {
    const [row] = await this.reader.rows<Row>(
      `select s.data, (extract(epoch from s.expires_at) * 1000)::float8 as "expiresAtMs", u.id as "userId", u.is_admin as "isAdmin"
       from sessions s left join users u on u.id = s.user_id
       where s.sid = $1 and s.expires_at > now()`,
      [sid],
      { prepared: true },
    );
    if (!row) return undefined;
    return {
      row: { sid, data: row.data, expiresAt: new Date(row.expiresAtMs) },
      user: row.userId === null ? undefined : { id: row.userId, isAdmin: Boolean(row.isAdmin) },
    };
  }

  async save(sid: string, userId: number | undefined, data: string, expiresAt: Date): Promise<void> {
    await this.db.execute(
      `insert into sessions (sid, user_id, data, expires_at) values (?, ?, ?, ?)
       on conflict (sid) do update set user_id = excluded.user_id, data = excluded.data, expires_at = excluded.expires_at`,
      [sid, userId ?? null, data, expiresAt],
    );
  }

  async renew(sid: string, expiresAt: Date): Promise<boolean> {
    const { affectedRows } = await this.db.execute<{ affectedRows: number }>(
      'update sessions set expires_at = ? where sid = ?',
      [expiresAt, sid],
      'run',
    );
    return affectedRows > 0;
  }

  async delete(sid: string): Promise<void> {
    await this.db.execute('delete from sessions where sid = ?', [sid]);
  }
}
