import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import session from 'express-session';

type Callback<T = void> = (error?: unknown, value?: T) => void;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * express-session store on the `sessions` table. Keeps the signed-in user's id in its own column
 * so that every session of a user can be ended at once (see SqlUserSessions).
 */
@Injectable()
export class PgSessionStore extends session.Store {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get db() {
    return this.em.getConnection();
  }

  private expiry(data: session.SessionData): Date {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + DAY_MS);
  }

  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    this.db
      .execute<{ data: session.SessionData }[]>('select data from sessions where sid = ? and expires_at > now()', [sid])
      .then((rows) => callback(undefined, rows[0]?.data ?? null), callback);
  }

  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    this.db
      .execute(
        `insert into sessions (sid, user_id, data, expires_at) values (?, ?, ?, ?)
         on conflict (sid) do update set user_id = excluded.user_id, data = excluded.data, expires_at = excluded.expires_at`,
        [sid, data.userId ?? null, JSON.stringify(data), this.expiry(data)],
      )
      .then(() => callback?.(), (error) => callback?.(error));
  }

  override touch(sid: string, data: session.SessionData, callback?: Callback): void {
    this.db
      .execute('update sessions set expires_at = ? where sid = ?', [this.expiry(data), sid])
      .then(() => callback?.(), (error) => callback?.(error));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.db
      .execute('delete from sessions where sid = ?', [sid])
      .then(() => callback?.(), (error) => callback?.(error));
  }
}
