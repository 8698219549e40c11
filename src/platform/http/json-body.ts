import express, { type NextFunction, type Request, type Response } from 'express';

/** Routes that take images as data URLs get room for a 5 MB file (base64 adds a third). */
const IMAGE_ROUTES = /^\/api\/(user$|recipes|recipe\/process-image|images)/;
const SMALL_BODY_BYTES = 1024 * 1024;
const IMAGE_BODY_BYTES = 8 * 1024 * 1024;

export const NUL_IN_TEXT = 'Text must not contain NUL (\\u0000) characters';
const TOO_LARGE = 'Request body is too large';

/** PostgreSQL text cannot hold NUL characters: refuse them at the edge instead of failing later. */
const refuseNul = (_key: string, value: unknown) => {
  if (typeof value === 'string' && value.includes('\u0000')) throw new SyntaxError(NUL_IN_TEXT);
  return value;
};

/**
 * Parses JSON bodies within the route's size limit. A body declared larger than the limit is refused
 * from its Content-Length at once, before a byte of it is read (the parser would wait for all of it).
 */
export function jsonBody() {
  const smallJson = express.json({ limit: SMALL_BODY_BYTES, reviver: refuseNul });
  const imageJson = express.json({ limit: IMAGE_BODY_BYTES, reviver: refuseNul });
  return (req: Request, res: Response, next: NextFunction): void => {
    if (/%00/.test(req.originalUrl)) {
      res.status(400).json({ message: NUL_IN_TEXT });
      return;
    }
    const images = IMAGE_ROUTES.test(req.path);
    if (Number(req.headers['content-length'] ?? 0) > (images ? IMAGE_BODY_BYTES : SMALL_BODY_BYTES)) {
      res.setHeader('Connection', 'close');
      res.status(413).json({ message: TOO_LARGE });
      return;
    }
    (images ? imageJson : smallJson)(req, res, (error?: { type?: string; status?: number; message?: string }) => {
      if (!error) return next();
      if (error.type === 'entity.too.large') return void res.status(413).json({ message: TOO_LARGE });
      if (error.type === 'entity.parse.failed') {
        return void res.status(400).json({ message: error.message?.includes(NUL_IN_TEXT) ? NUL_IN_TEXT : 'Request body is not valid JSON' });
      }
      res.status(error.status && error.status < 500 ? error.status : 400).json({ message: 'Request body could not be read' });
    });
  };
}
