import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import session from 'express-session';
import type { SessionUser } from '../../../../platform/http/auth-context.js';

type Callback<T = void> = (error?: unknown, value?: T) => void;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The stored expiry moves forward at most once an hour: a request that only reads writes nothing. */
export const SESSION_REFRESH_MS = 60 * 60 * 1000;

/** What the store read together with a session: its user (joined from `users`) and the stored expiry. */
interface Loaded {
  user: SessionUser | undefined;
  expiresAt: number;
}

interface SessionRow {
  data: session.SessionData;
  expiresAt: Date;
  userId: number | null;
  isAdmin: boolean | null;
}

/**
 * express-session store on the `sessions` table. Keeps the signed-in user's id in its own column
 * so that every session of a user can be ended at once (see SqlUserSessions).
 *
 * One statement per request: `get` reads the session joined with its user (so the guard needs no
 * query of its own, and a deleted account's session stops working at once), and `touch` writes the
 * new expiry only when the stored one is more than an hour old.
 */
@Injectable()
export class PgSessionStore extends session.Store {
  /** Keyed by the data object `get` answered, until express-session turns it into the session. */
  private readonly readWith = new WeakMap<object, Loaded>();
  /** Keyed by the request's session object. */
  private readonly loaded = new WeakMap<object, Loaded>();

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

  /**
   * Middleware after express-session (which runs with `rolling: false`): once the stored expiry is an
   * hour behind the one a fresh cookie would carry, the session is marked changed, so that this response
   * saves it with the new expiry and sends the cookie again. Every other response sends no cookie, which
   * spares signing and writing one per request.
   */
  readonly renewWhenDue = (request: Request, _response: unknown, next: () => void): void => {
    const current = request.session as (session.Session & session.SessionData) | undefined;
    const stored = current ? this.loaded.get(current)?.expiresAt : undefined;
    if (current && stored !== undefined && this.expiry(current).getTime() - stored >= SESSION_REFRESH_MS) {
      current.renewedAt = Date.now();
    }
    next();
  };

  /** The signed-in user read with this request's session, or undefined (visitor, or the account is gone). */
  userOf(current: session.Session | undefined): SessionUser | undefined {
    return current ? this.loaded.get(current)?.user : undefined;
  }

  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    this.db
      .execute<SessionRow[]>(
        `select s.data, s.expires_at as "expiresAt", u.id as "userId", u.is_admin as "isAdmin"
         from sessions s left join users u on u.id = s.user_id
         where s.sid = ? and s.expires_at > now()`,
        [sid],
      )
      .then((rows) => {
        const row = rows[0];
        if (!row) return callback(undefined, null);
        const user = row.userId === null ? undefined : { id: row.userId, isAdmin: Boolean(row.isAdmin) };
        this.readWith.set(row.data, { user, expiresAt: new Date(row.expiresAt).getTime() });
        callback(undefined, row.data);
      }, callback);
  }

  override createSession(request: Request, data: session.SessionData): session.Session & session.SessionData {
    const loaded = this.readWith.get(data);
    const created = super.createSession(request, data);
    if (loaded) this.loaded.set(created, loaded);
    return created;
  }

  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    this.db
      .execute(
        `insert into sessions (sid, user_id, data, expires_at) values (?, ?, ?, ?)
         on conflict (sid) do update set user_id = excluded.user_id, data = excluded.data, expires_at = excluded.expires_at`,
        [sid, data.userId ?? null, JSON.stringify(data), this.expiry(data)],
      )
      .then(
        () => callback?.(),
        (error) => callback?.(error),
      );
  }

  override touch(sid: string, data: session.SessionData, callback?: Callback): void {
    const expiresAt = this.expiry(data);
    const stored = this.loaded.get(data)?.expiresAt;
    if (stored !== undefined && expiresAt.getTime() - stored < SESSION_REFRESH_MS) {
      callback?.();
      return;
    }
    this.db.execute('update sessions set expires_at = ? where sid = ?', [expiresAt, sid]).then(
      () => callback?.(),
      (error) => callback?.(error),
    );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.db.execute('delete from sessions where sid = ?', [sid]).then(
      () => callback?.(),
      (error) => callback?.(error),
    );
  }
}
