import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

const API_OR_MEDIA = /^\/(api|media)(\/|$)/;

/**
 * Serves the built React client: hashed assets are cached for a year, every other path that is
 * not API or media gets index.html so the client router can answer (including its 404 page).
 */
export function webClient(webDir: string) {
  const index = join(webDir, 'index.html');
  const assets = express.static(webDir, {
    index: false,
    setHeaders: (res, path) => {
      if (path.includes(`${join(webDir, 'assets')}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || API_OR_MEDIA.test(req.path)) return next();
    assets(req, res, () => {
      if (!existsSync(index)) {
        res.status(503).type('text/plain').send('The web client is not built yet: run `npm run build`.');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  };
}

/** Conservative headers for every answer; the client needs inline styles (MUI/emotion) and data: images. */
export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'self'; img-src 'self' data: blob: https:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
  );
  next();
}
