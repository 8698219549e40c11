import { once } from 'node:events';
import { Agent, type IncomingHttpHeaders, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** The name of the backend that answered each request, in order. */
  answeredBy: string[];
  close(): Promise<void>;
}

/** Headers that describe one connection, not the request: never passed on. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));
}

/**
 * A load balancer for tests: each request goes to the next backend in turn, over kept-alive
 * connections. Like nginx's `proxy_next_upstream error`, a request that no backend saw is tried on the
 * next one: the connection was refused (an instance that stopped listening), or a reused keep-alive
 * connection was closed before any answer (the retry Node's documentation gives for `reusedSocket`).
 */
export async function startRoundRobinProxy(backends: { name: string; port: number }[]): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true });
  const answeredBy: string[] = [];
  let next = 0;
  const server = createServer((req, res) => {
    void req.toArray().then((chunks) => {
      const body = Buffer.concat(chunks);
      const forward = (attempt: number) => {
        const backend = backends[next++ % backends.length];
        const upstream = request(
          {
            host: '127.0.0.1',
            port: backend.port,
            method: req.method,
            path: req.url,
            agent,
            headers: { ...endToEnd(req.headers), 'x-forwarded-for': req.socket.remoteAddress, 'x-forwarded-proto': 'http' },
          },
          (response) => {
            answeredBy.push(backend.name);
            res.writeHead(response.statusCode ?? 502, endToEnd(response.headers));
            response.pipe(res);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          const unseen = error.code === 'ECONNREFUSED' || (upstream.reusedSocket && error.code === 'ECONNRESET');
          if (unseen && attempt < backends.length * 2) return forward(attempt + 1);
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(`Bad gateway: ${error.message}`);
        });
        upstream.end(body);
      };
      forward(0);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answeredBy,
    close: async () => {
      server.closeAllConnections();
      server.close();
      agent.destroy();
      await once(server, 'close');
    },
  };
}
