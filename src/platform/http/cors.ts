import type { NextFunction, Request, Response } from 'express';

/**
 * CORS for API clients that run in other sites' pages and call with a token (`Authorization: Bearer`):
 * the listed origins may read answers and send preflighted requests. Credentials are never allowed
 * cross-origin, so the session cookie stays a same-origin credential.
 */
export function tokenCors(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.get('origin');
    res.vary('Origin');
    if (!origin || !allowed.has(origin)) return next();
    res.set('Access-Control-Allow-Origin', origin);
    res.set('Access-Control-Expose-Headers', 'X-Total-Count, X-Next-Cursor');
    if (req.method !== 'OPTIONS' || !req.get('access-control-request-method')) return next();
    res.set('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    res.set('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.set('Access-Control-Max-Age', '600');
    res.status(204).end();
  };
}
