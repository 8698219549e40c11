import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site: the session cookie is
 * SameSite=Lax, and this closes the remaining gaps (same-site subdomains, older browsers).
 * Requests without browser headers (API clients, curl) pass: they carry no ambient cookie risk; so do
 * requests signed in with an API token (after SessionMiddleware, which ignores the cookie on those).
 */
export function sameOriginOnly(publicBaseUrl: string) {
  const trusted = new URL(publicBaseUrl).host;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method) || req.sessionUser?.tokenScope) return next();
    const fetchSite = req.get('sec-fetch-site');
    const origin = req.get('origin');
    let crossOrigin = fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
    if (origin) {
      let host: string | undefined;
      try {
        host = new URL(origin).host;
      } catch {
        host = undefined;
      }
      crossOrigin = crossOrigin || (host !== req.get('host') && host !== trusted);
    }
    if (crossOrigin) {
      res.status(403).json({ message: 'Cross-origin request refused', code: 'CROSS_ORIGIN' });
      return;
    }
    next();
  };
}
