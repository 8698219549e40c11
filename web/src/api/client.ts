import createClient from 'openapi-fetch';
import { claimEarlyResponse } from '../app/earlyRequests';
import { isNetworkError, reportReachable } from './online';
import type { components, paths } from './schema';

export type User = components['schemas']['UserDto'];
export type PublicUser = components['schemas']['PublicUserDto'];
export type RegisterBody = components['schemas']['RegisterDto'];
export type LoginBody = components['schemas']['LoginDto'];
export type DietaryRestriction = NonNullable<RegisterBody['dietaryRestrictions']>[number];

/**
 * The one error type of the client: a non-OK answer becomes an ApiError whose message is the body's
 * `message` (spec document 1 §8 "Shared errors"), so every screen can show `error.message` as-is.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly code?: string;

  constructor(status: number, statusText: string, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    if (isRecord(body) && typeof body.code === 'string') this.code = body.code;
  }

  /** The parsed JSON body, when the server answered JSON. */
  json<T = unknown>(): T | undefined {
    return isRecord(this.body) || Array.isArray(this.body) ? (this.body as T) : undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds the error for a non-OK response whose body openapi-fetch already parsed (JSON) or read (text). */
export function toApiError(response: Pick<Response, 'status' | 'statusText'>, body: unknown): ApiError {
  const { status, statusText } = response;
  let message: string;
  if (isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '') {
    message = body.message;
  } else if (isRecord(body) || Array.isArray(body)) {
    message = JSON.stringify(body);
  } else if (typeof body === 'string' && body.trim() !== '') {
    message = `${status}: ${body}`;
  } else {
    message = `${status}: ${statusText || 'Request failed'}`;
  }
  return new ApiError(status, statusText, message, body);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Base URL: same origin (the dev server proxies /api to the API server). */
const baseUrl = typeof window !== 'undefined' ? window.location.origin : '';

/** Where a 401 answers a sign-in attempt (a wrong password, a Google account), not a session that ended. */
const SIGN_IN_PATHS = ['/api/login', '/api/register', '/api/auth/'];
/** Changes of account: the client switches its whole state itself (useSwitchAccount), nothing refreshes. */
const ACCOUNT_PATHS = [...SIGN_IN_PATHS, '/api/logout'];

const startsAny = (pathname: string, paths: string[]) => paths.some((path) => pathname.startsWith(path));

const sessionEndListeners = new Set<() => void>();

/**
 * Calls `listener` when the server answers 401 to any other request: the session ended elsewhere (signed
 * out in another tab, a password change, an expired cookie, an account deleted by an admin). Returns the
 * function that stops listening.
 */
export function whenSessionEnds(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

const changeListeners = new Set<() => void>();

/**
 * Calls `listener` after every successful change the client asks for (any method but GET): what shows a
 * total that any change may move (the ticket balance: spends, refunds, earnings, purchases) refreshes
 * then. Returns the function that stops listening.
 */
export function afterEveryChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/**
 * Sends a request of the client (the typed `api` below, and the offline queue's changes): a network
 * failure marks the client offline, any answer online; a 401 ends the session, a change is announced.
 */
export async function send(request: Request): Promise<Response> {
  let response: Response;
  try {
    // The first screen's GETs may have left already (app/earlyRequests.ts); globalThis.fetch is resolved
    // on each call, so tests can stub it.
    response = await (claimEarlyResponse(request) ?? globalThis.fetch(request));
  } catch (error) {
    if (isNetworkError(error)) reportReachable(false);
    throw error;
  }
  reportReachable(true);
  const { pathname } = new URL(request.url);
  if (response.status === 401 && !startsAny(pathname, SIGN_IN_PATHS)) {
    for (const listener of sessionEndListeners) listener();
  } else if (response.ok && request.method !== 'GET' && !startsAny(pathname, ACCOUNT_PATHS)) {
    for (const listener of changeListeners) listener();
  }
  return response;
}

export const api = createClient<paths>({ baseUrl, credentials: 'include', fetch: send });

/** Returns the data of an openapi-fetch call or throws the ApiError of its non-OK answer. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw toApiError(response, error);
  return data as T;
}
