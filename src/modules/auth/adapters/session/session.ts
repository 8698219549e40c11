import { randomBytes } from 'node:crypto';

/** A session lives 30 days from its last write; the cookie says the same. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Writes of a session's row, one statement each (see PgSessions). */
export interface SessionRows {
  save(sid: string, userId: number | undefined, data: string, expiresAt: Date): Promise<void>;
  /** Moves the expiry of an existing row; answers whether there was one. */
  renew(sid: string, expiresAt: Date): Promise<boolean>;
  delete(sid: string): Promise<void>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** This browser's session: loaded from its cookie, or a fresh one that is stored once it holds data. */
      session: Session;
    }
  }
}

/**
 * A browser's session as a request sees it. Its data are its own enumerable properties, because
 * passport's OAuth `state` store writes its key straight onto `req.session`; the bookkeeping is in
 * private fields, so `JSON.stringify(session)` is exactly the stored data.
 */
export class Session {
  declare userId?: number;
  /** Google sign-in: the page to return to once Google sends the browser back. */
  declare returnTo?: string;

  readonly #rows: SessionRows;
  #id: string | undefined;
  /** The data as the row holds them; undefined while there is no row. */
  #stored: string | undefined;
  #expiresAt: number | undefined;
  #writtenNow = false;
  #destroyed = false;

  /** A fresh session, or the one a row holds (`row`). */
  constructor(rows: SessionRows, row?: { sid: string; data: Record<string, unknown>; expiresAt: Date }) {
    this.#rows = rows;
    if (row) {
      Object.assign(this, row.data);
      this.#id = row.sid;
      this.#stored = JSON.stringify(this);
      this.#expiresAt = row.expiresAt.getTime();
    }
  }

  /** The session id; a fresh session draws one (192 random bits) when first asked. */
  get id(): string {
    return (this.#id ??= randomBytes(24).toString('base64url'));
  }

  get isStored(): boolean {
    return this.#stored !== undefined;
  }

  get isDestroyed(): boolean {
    return this.#destroyed;
  }

  /** Whether this request wrote the row, so the browser needs the cookie (again, with the new expiry). */
  get writtenNow(): boolean {
    return this.#writtenNow;
  }

  /** When the stored row expires (ms since the epoch); undefined while there is no row. */
  get expiresAt(): number | undefined {
    return this.#expiresAt;
  }

  /** Whether the data differ from the stored ones (a fresh session: whether it holds any). */
  get changed(): boolean {
    const data = JSON.stringify(this);
    return this.#stored === undefined ? data !== '{}' : data !== this.#stored;
  }

  /** Stores the data and moves the expiry to SESSION_LIFETIME_MS from now. */
  async save(): Promise<void> {
    const data = JSON.stringify(this);
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
    await this.#rows.save(this.id, this.userId, data, expiresAt);
    this.#stored = data;
    this.#expiresAt = expiresAt.getTime();
    this.#writtenNow = true;
  }

  /**
   * Moves the stored expiry to SESSION_LIFETIME_MS from now and leaves the data alone. A row that is
   * gone (the account was deleted, or its sessions ended, during this request) stays gone.
   */
  async renew(): Promise<void> {
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
    if (!(await this.#rows.renew(this.id, expiresAt))) return;
    this.#expiresAt = expiresAt.getTime();
    this.#writtenNow = true;
  }

  /** Ends this session and goes on as a fresh, empty one under a new id (store it with `save`). */
  async regenerate(): Promise<void> {
    await this.#deleteRow();
    this.#id = undefined;
  }

  /** Ends this session for good: nothing of it is stored again. */
  async destroy(): Promise<void> {
    await this.#deleteRow();
    this.#destroyed = true;
  }

  async #deleteRow(): Promise<void> {
    if (this.#id !== undefined && this.#stored !== undefined) await this.#rows.delete(this.#id);
    for (const key of Object.keys(this)) delete (this as Record<string, unknown>)[key];
    this.#stored = undefined;
    this.#expiresAt = undefined;
    this.#writtenNow = false;
  }
}
