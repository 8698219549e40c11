import { connect, createServer, type Socket } from 'node:net';

export interface StatementCounter {
  /** A connection URL that reaches the database through the counter. */
  url: string;
  /** Statements PostgreSQL received since the start: simple queries ('Q') plus extended-protocol executions ('E'). */
  statements(): number;
  /** The text of every simple query ('Q') PostgreSQL received since the start, in order. */
  simpleQueries(): string[];
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

/**
 * A TCP proxy in front of PostgreSQL that reads the frontend side of the wire protocol and counts
 * the statements the app sends, whatever the driver or ORM above it does.
 */
export async function countStatementsTo(databaseUrl: string): Promise<StatementCounter> {
  const target = new URL(databaseUrl);
  let statements = 0;
  const simpleQueries: string[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((client) => {
    const upstream = connect({ host: target.hostname, port: Number(target.port || 5432) });
    sockets.add(client).add(upstream);
    let buffer = Buffer.alloc(0);
    let startup = true;
    client.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (startup) {
          if (buffer.length < 8) break;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) break;
          const code = buffer.readInt32BE(4);
          startup = code === SSL_REQUEST || code === GSSENC_REQUEST; // another start-up message follows
          buffer = buffer.subarray(length);
          continue;
        }
        if (buffer.length < 5) break;
        const length = buffer.readInt32BE(1);
        if (buffer.length < length + 1) break;
        const type = String.fromCharCode(buffer[0]);
        if (type === 'Q' || type === 'E') statements += 1;
        if (type === 'Q') simpleQueries.push(buffer.subarray(5, length).toString('utf8').replace(/\0$/, ''));
        buffer = buffer.subarray(length + 1);
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(typeof address === 'object' && address ? address.port : 0);
  return {
    url: url.toString(),
    statements: () => statements,
    simpleQueries: () => [...simpleQueries],
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
