import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IdleCollector, QUIET_MS } from './idle-collector.js';

function collectorAt(start: number) {
  let now = start;
  let collections = 0;
  const collector = new IdleCollector(
    () => (collections += 1),
    () => now,
  );
  return { collector, collections: () => collections, advance: (ms: number) => (now += ms) };
}

describe('the idle collector', () => {
  it('collects once after start-up has been quiet for a while, then not again until requests come', () => {
    const { collector, collections, advance } = collectorAt(1_000);
    advance(QUIET_MS - 1);
    expect(collector.collectIfIdle()).toBe(false);
    advance(1);
    expect(collector.collectIfIdle()).toBe(true);
    advance(10 * QUIET_MS);
    expect(collector.collectIfIdle()).toBe(false);
    expect(collections()).toBe(1);
  });

  it('waits while requests keep arriving, and collects once they stop', async () => {
    const { collector, collections, advance } = collectorAt(1_000);
    const server = createServer((_req, res) => res.end('ok'));
    const stop = collector.watch(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const get = () =>
      new Promise<void>((resolve, reject) => {
        request({ port: (server.address() as AddressInfo).port, host: '127.0.0.1' }, (res) => res.resume().on('end', resolve))
          .on('error', reject)
          .end();
      });
    try {
      for (let tick = 0; tick < 4; tick += 1) {
        advance(QUIET_MS / 2);
        await get();
        expect(collector.collectIfIdle()).toBe(false);
      }
      advance(QUIET_MS);
      expect(collector.collectIfIdle()).toBe(true);
      expect(collections()).toBe(1);
    } finally {
      stop();
      server.close();
    }
  });

  it('takes a pause of a few seconds between bursts of requests for busy, not idle', () => {
    const { collector, collections, advance } = collectorAt(1_000);
    advance(QUIET_MS);
    expect(collector.collectIfIdle()).toBe(true); // after start-up
    for (let burst = 0; burst < 5; burst += 1) {
      collector.requestArrived();
      advance(10_000);
      expect(collector.collectIfIdle()).toBe(false);
    }
    expect(collections()).toBe(1);
  });

  it('does nothing without V8 gc exposed', () => {
    const collector = new IdleCollector(undefined, () => Number.MAX_SAFE_INTEGER);
    expect(collector.collectIfIdle()).toBe(false);
  });
});
