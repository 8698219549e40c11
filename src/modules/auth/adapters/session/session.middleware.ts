import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { endHook } from '../../../../platform/http/end-hook.js';
import { sessionCookieName, sessionCookieOptions } from '../../../../platform/http/transport.js';
import { AccessTokens } from '../../application/access-tokens.js';
import { PgSessions } from './pg-sessions.js';
import { SESSION_LIFETIME_MS, Session } from './session.js';

/** The stored expiry moves forward at most once an hour: a request that only reads writes nothing. */
export const SESSION_REFRESH_MS = 60 * 60 * 1000;

/** The value of cookie `name` in a Cookie header, URL-decoded. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The token of an `Authorization: Bearer <token>` header; undefined without one (or for another scheme). */
function bearerToken(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^Bearer(?:\s+(\S*))?\s*$/i.exec(header);
  return match ? (match[1] ?? '') : undefined;
}

/**
 * Sessions on the `sessions` table, for every /api request, in one statement per request: the session is
 * read together with its user (`request.sessionUser`), and written only when the request changed it,
 * or once an hour to move its expiry forward. Only then does the response carry the cookie.
 *
 * The cookie is `s:<id>.<HMAC-SHA256 of the id>` (base64, unpadded), as express-session signed it.
 */
@Injectable()
export class SessionMiddleware {
  private readonly logger = new Logger('Session');

  constructor(
    private readonly sessions: PgSessions,
    private readonly accessTokens: AccessTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  readonly handle = (request: Request, response: Response, next: NextFunction): void => {
    const bearer = bearerToken(request.headers.authorization);
    if (bearer !== undefined) return this.signInWithToken(request, response, next, bearer);
    const sid = this.verified(cookieValue(request.headers.cookie, sessionCookieName(request.secure)));
    if (sid === undefined) return this.begin(request, response, next, new Session(this.sessions));
    this.sessions.load(sid).then((loaded) => {
      request.sessionUser = loaded?.user;
      this.begin(request, response, next, new Session(this.sessions, loaded?.row));
    }, next);
  };

  /**
   * A request with `Authorization: Bearer <token>` is signed in by the token alone: its cookie is not read,
   * and its session is never stored, so the answer sets no cookie. An unknown, revoked or expired token is 401.
   */
  private signInWithToken(request: Request, response: Response, next: NextFunction, secret: string): void {
    this.accessTokens.holderOf(secret).then((holder) => {
      if (!holder) {
        response.status(401).json({ message: 'Invalid, revoked or expired API token', code: 'TOKEN_INVALID' });
        return;
      }
      request.sessionUser = { id: holder.userId, isAdmin: holder.isAdmin, tokenScope: holder.scope };
      request.session = new Session(this.sessions);
      next();
    }, next);
  }

  private signature(sid: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(sid).digest('base64').replace(/=+$/, '');
  }

  /** The session id a signed cookie value carries, or undefined when the signature does not hold. */
  private verified(value: string | undefined): string | undefined {
    if (!value?.startsWith('s:')) return undefined;
    const dot = value.lastIndexOf('.');
    const sid = value.slice(2, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(this.signature(sid));
    return dot > 2 && given.length === expected.length && timingSafeEqual(given, expected) ? sid : undefined;
  }

  /** Attaches the session and holds the response's end until what the request changed is stored. */
  private begin(request: Request, response: Response, next: NextFunction, session: Session): void {
    request.session = session;
    this.endOnceStored(response, undefined);
    next();
  }

  private readonly endOnceStored = endHook((response, args, _state, endBefore) => {
    const storing = this.settle(response.req, response);
    if (!storing) return endBefore(response, args);
    storing
      .catch((error: unknown) => this.logger.error(`Could not store the session: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => endBefore(response, args));
    return response;
  });

  private settle(request: Request, response: Response): Promise<void> | undefined {
    const { session } = request;
    if (session.isDestroyed || response.headersSent) return undefined;
    const storing = response.statusCode < 500 ? this.store(session) : undefined;
    if (storing) return storing.then(() => this.sendCookieIfWritten(request, response));
    this.sendCookieIfWritten(request, response);
    return undefined;
  }

  /** Writes what the request changed, or moves the expiry once it is an hour due; undefined when there is nothing to write. */
  private store(session: Session): Promise<void> | undefined {
    if (session.changed) return session.save();
    const renewalDue = session.isStored && Date.now() + SESSION_LIFETIME_MS - (session.expiresAt ?? 0) >= SESSION_REFRESH_MS;
    return renewalDue ? session.renew() : undefined;
  }

  private sendCookieIfWritten(request: Request, response: Response): void {
    const { session } = request;
    if (!session.writtenNow) return;
    response.cookie(sessionCookieName(request.secure), `s:${session.id}.${this.signature(session.id)}`, {
      ...sessionCookieOptions(request.secure),
      expires: new Date(session.expiresAt ?? Date.now() + SESSION_LIFETIME_MS),
    });
  }
}
