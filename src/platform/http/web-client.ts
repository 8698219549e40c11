import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { sessionCookieName } from './transport.js';

const API_OR_MEDIA = /^\/(api|media)(\/|$)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files the build also wrote as `.br` and `.gz` (see web/vite.config.ts). */
const PRECOMPRESSED = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Written by the build: the page to send for each first screen (web/vite.config.ts). */
const FIRST_SCREEN_PAGES = 'first-screens.json';

/**
 * What the build wrote, read again whenever it changes (index.html's mtime): which files have brotli/gzip
 * versions, and the page of each first screen (see earlyRequestsScript in web/vite.config.ts).
 */
class BuildFiles {
  private builtAt = -1;
  private variants = new Map<string, { br: boolean; gz: boolean }>();
  private firstScreens = new Map<string, string>();

  constructor(private readonly webDir: string) {}

  compressedVersionsOf(file: string): { br: boolean; gz: boolean } | undefined {
    this.refresh();
    return this.variants.get(file);
  }

  /** The page that also preloads the chunks of the screen at `path`, for a signed-in visitor. */
  firstScreenPage(path: string): string | undefined {
    this.refresh();
    return this.firstScreens.get(path);
  }

  private refresh(): void {
    const index = join(this.webDir, 'index.html');
    const mtime = existsSync(index) ? statSync(index).mtimeMs : -1;
    if (mtime === this.builtAt) return;
    this.builtAt = mtime;
    this.variants = new Map();
    this.firstScreens = new Map();
    if (mtime < 0) return;
    this.scan(this.webDir);
    const pages = join(this.webDir, FIRST_SCREEN_PAGES);
    if (existsSync(pages)) {
      for (const [path, file] of Object.entries(JSON.parse(readFileSync(pages, 'utf8')) as Record<string, string>)) {
        this.firstScreens.set(path, join(this.webDir, file));
      }
    }
  }

  private scan(dir: string): void {
    const names = new Set(readdirSync(dir));
    for (const name of names) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) this.scan(path);
      else if (PRECOMPRESSED.test(name)) this.variants.set(path, { br: names.has(`${name}.br`), gz: names.has(`${name}.gz`) });
    }
  }
}

/** Whether the request carries a session cookie (whether the session is still valid, the API says). */
function hasSessionCookie(req: Request): boolean {
  const names = [sessionCookieName(false), sessionCookieName(true)];
  return (req.headers.cookie ?? '').split(';').some((pair) => names.includes(pair.trim().split('=')[0]));
}

/**
 * Serves the built React client:
 * - hashed files under /assets are cached for a year (immutable); a missing one is 404, not the app;
 * - text files go out as the brotli or gzip file the build made next to them, when the browser takes it;
 * - source maps stay on disk for stack traces and are never served;
 * - every other path that is not API or media gets index.html (no-cache) so the client router answers;
 *   on a first screen (Home, My Recipes) a visitor with a session cookie gets the page that also
 *   preloads that screen's chunks.
 */
export function webClient(webDir: string) {
  const index = join(webDir, 'index.html');
  const assetsDir = join(webDir, 'assets') + sep;
  const serviceWorker = join(webDir, 'sw.js');
  const build = new BuildFiles(webDir);

  // The service worker is checked for a new version on every visit.
  const cacheControl = (path: string) =>
    path.startsWith(assetsDir) ? IMMUTABLE : path.endsWith('.html') || path === serviceWorker ? 'no-cache' : 'public, max-age=3600';

  /** Sends `file` as its .br/.gz version when there is one the request accepts; false when not found. */
  const sendFile = (req: Request, res: Response, next: NextFunction, file: string): void => {
    const variants = build.compressedVersionsOf(file);
    let sent = file;
    if (variants) {
      res.vary('Accept-Encoding');
      // Ours is the preference that counts (browsers list gzip first, with the same weight as br).
      const encoding =
        variants.br && req.acceptsEncodings('br') === 'br' ? 'br' : variants.gz && req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : 'identity';
      if (encoding !== 'identity') {
        sent = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
        res.setHeader('Content-Encoding', encoding);
        res.type(extname(file));
      }
    }
    // Hashed assets never revalidate: no validators to send with them.
    const hashed = file.startsWith(assetsDir);
    const options = {
      headers: { 'Cache-Control': cacheControl(file) },
      cacheControl: false,
      dotfiles: 'deny' as const,
      etag: !hashed,
      lastModified: !hashed,
      acceptRanges: !hashed,
    };
    res.sendFile(sent, options, (error?: NodeJS.ErrnoException) => {
      // Like Express's own sendFile: a browser that went away (ECONNABORTED) is not an error.
      if (!error || res.headersSent || error.code === 'ECONNABORTED' || error.syscall === 'write') return;
      next(error);
    });
  };

  const plainFiles = express.static(webDir, {
    index: false,
    redirect: false,
    setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControl(path)),
  });

  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || API_OR_MEDIA.test(req.path)) return next();
    if (req.path.endsWith('.map')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    let path: string;
    try {
      path = join(webDir, decodeURIComponent(req.path));
    } catch {
      res.status(400).type('text/plain').send('Bad request');
      return;
    }
    const inside = !relative(webDir, path).startsWith('..');
    if (inside && build.compressedVersionsOf(path)) return sendFile(req, res, next, path);
    plainFiles(req, res, () => {
      if (path.startsWith(assetsDir) || req.path.startsWith('/assets/')) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      if (!existsSync(index)) {
        res.status(503).type('text/plain').send('The web client is not built yet: run `npm run build`.');
        return;
      }
      // The page depends on the cookie: a shared cache must not hand one visitor's to another.
      res.vary('Cookie');
      sendFile(req, res, next, (hasSessionCookie(req) && build.firstScreenPage(req.path)) || index);
    });
  };
}

/**
 * Conservative headers for every answer; the client needs inline styles (MUI/emotion) and data: images.
 * Pictures come from Savor itself only: outside ones are copied into the media store when saved.
 */
export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  securityHeadersAllowing([])(_req, res, next);
}

/**
 * The same headers, letting the browser load scripts, frames, calls and images from `origins` too (the
 * payment provider's JS SDK, its checkout frames and its button pictures).
 */
export function securityHeadersAllowing(origins: string[]) {
  const extra = origins.map((origin) => ` ${origin}`).join('');
  const policy =
    `default-src 'self'; img-src 'self' data: blob:${extra}; style-src 'self' 'unsafe-inline'; script-src 'self'${extra}; ` +
    `connect-src 'self'${extra}; frame-src 'self'${extra}; frame-ancestors 'none'; base-uri 'self'; form-action 'self'`;
  return (_req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Content-Security-Policy', policy);
    next();
  };
}
