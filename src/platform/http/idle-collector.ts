import type { Server } from 'node:http';

/**
 * How long without a request before the server counts as idle. Not a few seconds: the collection
 * hands back the young generation V8 grew under load and the code it compiled, and a server that
 * collected after every 5 s pause spent a quarter more CPU per request in the next burst while it
 * grew them again (`npm run bench`, throughput rounds alternating with the bare server).
 */
export const QUIET_MS = 30_000;

/** How often the server looks whether it has been quiet for QUIET_MS. */
const CHECK_EVERY_MS = 5_000;

/**
 * Under load (and during start-up) V8 grows its young generation to the cap in SERVER_NODE_FLAGS and
 * keeps it until its memory reducer runs, which on an idle server took minutes (20 MB more resident
 * meanwhile). Once the server has had no request for QUIET_MS after some activity, this runs one full
 * collection that hands that memory back (about 80 ms, while nobody waits): measured 130 MB resident
 * once start-up has been quiet for QUIET_MS instead of 161. `collect` is that collection, undefined (nothing is
 * watched) when V8's `gc` is not exposed.
 */
export class IdleCollector {
  private lastRequestAt: number;
  private activeSinceCollection = true; // start-up counts as activity

  constructor(
    private readonly collect: (() => void) | undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.lastRequestAt = now();
  }

  /** Watches `server`'s requests; answers the function that stops watching. */
  watch(server: Server): () => void {
    if (!this.collect) return () => undefined;
    const onRequest = () => this.requestArrived();
    server.on('request', onRequest);
    const timer = setInterval(() => this.collectIfIdle(), CHECK_EVERY_MS).unref();
    return () => {
      clearInterval(timer);
      server.off('request', onRequest);
    };
  }

  requestArrived(): void {
    this.lastRequestAt = this.now();
    this.activeSinceCollection = true;
  }

  /** Collects when there was activity since the last collection and none for QUIET_MS. */
  collectIfIdle(): boolean {
    if (!this.collect || !this.activeSinceCollection || this.now() - this.lastRequestAt < QUIET_MS) return false;
    this.activeSinceCollection = false;
    this.collect();
    return true;
  }
}
