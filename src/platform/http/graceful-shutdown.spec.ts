import { once } from 'node:events';
import { Agent, type IncomingMessage, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { GracefulShutdown } from './graceful-shutdown.js';

/** An app whose /slow answers when the test says so; answers the server, its port and the controls. */
async function serve() {
  const shutdown = new GracefulShutdown();
  const started: (() => void)[] = [];
  const release: (() => void)[] = [];
  const app = express();
  app.use(shutdown.track);
  app.get('/fast', (_req, res) => void res.send('fast'));
  app.get('/slow', (_req, res) => {
    started.shift()?.();
    release.push(() => res.send('slow'));
  });
  const server = createServer(app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  const agent = new Agent({ keepAlive: true });
  const get = (path: string) =>
    new Promise<IncomingMessage & { text: string }>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path, agent }, (response) => {
        response.toArray().then((chunks) => resolve(Object.assign(response, { text: Buffer.concat(chunks).toString() })), reject);
      })
        .on('error', reject)
        .end();
    });
  /** Sends a /slow request; resolves once the app is handling it, with the answer to come. */
  const slow = async () => {
    const handling = new Promise<void>((resolve) => started.push(resolve));
    const answer = get('/slow');
    await handling;
    return { answer };
  };
  return { shutdown, server, port, agent, get, slow, release };
}

describe('GracefulShutdown', () => {
  it('stops accepting, lets the requests in flight finish with Connection: close, and resolves when they are done', async () => {
    const { shutdown, server, port, agent, get, slow, release } = await serve();
    expect((await get('/fast')).headers.connection).toBe('keep-alive'); // an idle keep-alive connection stays behind
    const inFlight = [await slow(), await slow()];
    expect(shutdown.draining).toBe(false);

    const drained = shutdown.drain(server);
    expect(shutdown.draining).toBe(true);
    const refused = new Promise((resolve, reject) => request({ port, host: '127.0.0.1', agent: false }, resolve).on('error', reject).end());
    await expect(refused).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    release.forEach((answer) => answer());
    const answers = await Promise.all(inFlight.map(({ answer }) => answer));
    expect(answers.map((answer) => [answer.statusCode, answer.text, answer.headers.connection])).toEqual([
      [200, 'slow', 'close'],
      [200, 'slow', 'close'],
    ]);
    await expect(drained).resolves.toBe(0);
    agent.destroy();
  });

  it('keeps track of each request in flight, whichever order they finish in', async () => {
    const { shutdown, server, agent, slow, release } = await serve();
    const [first, second, third] = [await slow(), await slow(), await slow()];
    release[1]();
    expect((await second.answer).headers.connection).toBe('keep-alive');
    const firstCutOff = first.answer.catch((error: unknown) => error);
    const drained = shutdown.drain(server, 200);
    release[2]();
    expect((await third.answer).headers.connection).toBe('close');
    await expect(drained).resolves.toBe(1);
    expect(await firstCutOff).toMatchObject({ code: 'ECONNRESET' });
    agent.destroy();
  });

  it('cuts off the requests still running when the time is up', async () => {
    const { shutdown, server, agent, slow } = await serve();
    const { answer } = await slow();
    const failure = answer.catch((error: unknown) => error);
    await expect(shutdown.drain(server, 50)).resolves.toBe(1);
    expect(await failure).toMatchObject({ code: 'ECONNRESET' });
    agent.destroy();
  });
});
