import type { CookieOptions, NextFunction, Request, Response } from 'express';

const SESSION_COOKIE = 'savor.sid';
/** Over HTTPS the cookie takes the `__Host-` prefix: Secure, Path=/, no Domain, so no subdomain can set it. */
const HOST_ONLY_SESSION_COOKIE = '__Host-savor.sid';

/** `secure` is `request.secure`: behind a trusted proxy (TRUST_PROXY), whether the client used HTTPS. */
export function sessionCookieName(secure: boolean): string {
  return secure ? HOST_ONLY_SESSION_COOKIE : SESSION_COOKIE;
}

export function sessionCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
}

/** Browsers that reached Savor over HTTPS keep using HTTPS for a year. */
export function strictTransportSecurity(req: Request, res: Response, next: NextFunction): void {
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
}
