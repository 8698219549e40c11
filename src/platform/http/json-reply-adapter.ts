import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';

/**
 * Nest's Express adapter, answering a handler's JSON with `JSON.stringify` and one `end`.
 * Express's `res.json` then `res.send` parse and format the Content-Type, look up its MIME type,
 * check freshness and copy the body into a Buffer, which Node then sends apart from the headers
 * (`writev`); a string goes out with the headers in one write. That cost a list request about
 * 25 µs of its 350 (docs/architecture-notes.md §1). The answer on the wire is the same: the type
 * with its charset, the length in bytes, and no body for HEAD (Node leaves it out). Anything else
 * (no body, text, a file, an error, a type the handler chose, 204 and 304) goes Express's way.
 */
export class JsonReplyExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (
      typeof body !== 'object' ||
      body === null ||
      body instanceof StreamableFile ||
      body instanceof Error ||
      ArrayBuffer.isView(body) ||
      response.hasHeader('Content-Type')
    ) {
      return super.reply(response, body, statusCode);
    }
    if (statusCode !== undefined) response.statusCode = statusCode;
    if (response.statusCode === 204 || response.statusCode === 304) return super.reply(response, body);
    const json = JSON.stringify(body);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(json));
    return response.end(json);
  }
}
