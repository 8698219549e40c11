import { BadRequestException } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';

/** The operations that take an image (or a PDF) as a data URL get room for a 5 MB file (base64 adds a third). */
const IMAGE_ROUTES: [method: string, path: RegExp][] = [
  ['POST', /^\/api\/recipes\/?$/],
  ['PATCH', /^\/api\/recipes\/[^/]+\/?$/],
  ['POST', /^\/api\/recipes\/[^/]+\/photos\/?$/],
  ['PATCH', /^\/api\/user\/?$/],
  ['POST', /^\/api\/recipe\/process-image\/?$/],
];
const SMALL_BODY_BYTES = 1024 * 1024;
const IMAGE_BODY_BYTES = 8 * 1024 * 1024;
/** Collection files come as multipart uploads (read by the route itself): 50 MB and the form's own bytes. */
const UPLOAD_ROUTES: [method: string, path: RegExp][] = [['POST', /^\/api\/imports\/?$/]];
const UPLOAD_BODY_BYTES = 51 * 1024 * 1024;

export const NUL_IN_TEXT = 'Text must not contain NUL (\\u0000) characters';
export const BROKEN_UNICODE = 'Text must be valid Unicode: it contains a lone UTF-16 surrogate';
const TOO_LARGE = 'Request body is too large';

const BODY_REFUSAL = Symbol('bodyRefusal');
type RefusedBodyRequest = Request & { [BODY_REFUSAL]?: string };

/**
 * Answers 400 for a body the JSON parser refused, once the caller is known: the global guard calls it after
 * letting the caller in, so a visitor's malformed body to a protected route is 401 and a cook's to an admin
 * route 403, like any of their requests to it. (A global interceptor did this at about 35 µs a request.)
 */
export function refuseUnreadBody(request: Request): void {
  const refusal = (request as RefusedBodyRequest)[BODY_REFUSAL];
  if (refusal) throw new BadRequestException(refusal);
}

/** In a `u` regex a surrogate pair is one astral code point, so only an unpaired half is category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * PostgreSQL text cannot hold NUL characters, and a lone surrogate ('\\ud800') is no character at all:
 * both are refused at the edge instead of failing later (or being stored as U+FFFD).
 */
const refuseUnstorableText = (_key: string, value: unknown) => {
  if (typeof value !== 'string') return value;
  if (value.includes('\u0000')) throw new SyntaxError(NUL_IN_TEXT);
  if (LONE_SURROGATE.test(value)) throw new SyntaxError(BROKEN_UNICODE);
  return value;
};

/**
 * Parses JSON bodies within the route's size limit. A body declared larger than the limit is refused
 * from its Content-Length at once, before a byte of it is read (the parser would wait for all of it).
 */
export function jsonBody() {
  const smallJson = express.json({ limit: SMALL_BODY_BYTES, reviver: refuseUnstorableText });
  const imageJson = express.json({ limit: IMAGE_BODY_BYTES, reviver: refuseUnstorableText });
  return (req: Request, res: Response, next: NextFunction): void => {
    if (/%00/.test(req.originalUrl)) {
      res.status(400).json({ message: NUL_IN_TEXT });
      return;
    }
    const images = IMAGE_ROUTES.some(([method, path]) => req.method === method && path.test(req.path));
    const upload = UPLOAD_ROUTES.some(([method, path]) => req.method === method && path.test(req.path));
    if (Number(req.headers['content-length'] ?? 0) > (upload ? UPLOAD_BODY_BYTES : images ? IMAGE_BODY_BYTES : SMALL_BODY_BYTES)) {
      res.setHeader('Connection', 'close');
      res.status(413).json({ message: TOO_LARGE });
      return;
    }
    (images ? imageJson : smallJson)(req, res, (error?: { type?: string; message?: string }) => {
      if (!error) return next();
      if (error.type === 'entity.too.large') return void res.status(413).json({ message: TOO_LARGE });
      const reason = [NUL_IN_TEXT, BROKEN_UNICODE].find((text) => error.message?.includes(text));
      (req as RefusedBodyRequest)[BODY_REFUSAL] =
        reason ?? (error.type === 'entity.parse.failed' ? 'Request body is not valid JSON' : 'Request body could not be read');
      req.body = undefined;
      next();
    });
  };
}
