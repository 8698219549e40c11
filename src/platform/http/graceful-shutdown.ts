import type { Server } from 'node:http';
import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** How long the requests in flight may take to finish once the instance is asked to stop. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Stopping without failing a request (SIGTERM, see main.ts): the instance stops accepting connections,
 * answers the health check 503 so a load balancer stops sending, tells keep-alive clients to reconnect
 * elsewhere (`Connection: close`), and waits for the requests in flight.
 */
@Injectable()
export class GracefulShutdown {
  private server: Server | undefined;
  /**
   * An array, not a Set: a Set that outlives its entries keeps its table in the old generation, and V8
   * allocates every rehashed table (one each few requests) there too, still pointing at the responses
   * it held. The young collector counts such a discarded table as alive until the next full collection,
   * so each response it saw was copied and then promoted whole: about 4 KB per request, and a full
   * collection every 2 s under load (docs/architecture-notes.md §4). A slot the array drops holds nothing.
   */
  private readonly inFlight: Response[] = [];

  get draining(): boolean {
    return this.server !== undefined;
  }

  /** Middleware, first of all: keeps count of the requests in flight. */
  readonly track = (_req: Request, res: Response, next: NextFunction): void => {
    if (this.draining) res.setHeader('Connection', 'close');
    this.inFlight.push(res);
    res.on('close', () => {
      this.forget(res);
      // A keep-alive connection whose answer went out before draining began is idle now: close it.
      if (this.server) setImmediate(() => this.server?.closeIdleConnections());
    });
    next();
  };

  private forget(res: Response): void {
    const index = this.inFlight.indexOf(res);
    if (index < 0) return;
    const last = this.inFlight.pop() as Response;
    if (index < this.inFlight.length) this.inFlight[index] = last;
  }

  /**
   * Stops accepting connections and resolves once every request in flight has been answered, or when
   * `timeoutMs` has passed, with the number of requests that were then cut off.
   */
  drain(server: Server, timeoutMs = DRAIN_TIMEOUT_MS): Promise<number> {
    this.server = server;
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    return new Promise((resolve) => {
      const deadline = setTimeout(() => {
        const cut = this.inFlight.length;
        server.closeAllConnections();
        resolve(cut);
      }, timeoutMs);
      server.close(() => {
        clearTimeout(deadline);
        resolve(0);
      });
    });
  }
}
