import { connect, createServer, type Socket } from 'node:net';

export interface StatementCounter {
  /** A connection URL that reaches the database through the counter. */
  url: string;
  /** Statements PostgreSQL received since the start: simple queries ('Q') plus extended-protocol executions ('E'). */
  statements(): number;
  /**
   * Every statement PostgreSQL ran since the start, in order, as SQL that runs alone: a simple query's
   * text, or an extended-protocol statement with its bound parameters written in as quoted literals.
   */
  executed(): string[];
  /** Every Parse message PostgreSQL received, in order: the connection it came on, the statement's name ('' when unnamed) and text. */
  parsed(): { connection: number; name: string; text: string }[];
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

/** The first `count` NUL-terminated strings of a message body. */
function cStrings(body: Buffer, count: number): string[] {
  const strings: string[] = [];
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    const end = body.indexOf(0, at);
    strings.push(body.subarray(at, end).toString('utf8'));
    at = end + 1;
  }
  return strings;
}

/** A Bind message's statement with its text-format parameters written in as literals ($1 → '…'). */
function boundStatement(body: Buffer, parsed: Map<string, string>): string {
  const [portal, name] = cStrings(body, 2);
  let at = Buffer.byteLength(portal) + Buffer.byteLength(name) + 2;
  const formats = body.readInt16BE(at);
  at += 2 + formats * 2;
  const values: (string | null)[] = [];
  const count = body.readInt16BE(at);
  at += 2;
  for (let index = 0; index < count; index += 1) {
    const length = body.readInt32BE(at);
    at += 4;
    values.push(length < 0 ? null : body.subarray(at, at + length).toString('utf8'));
    at += Math.max(length, 0);
  }
  return (parsed.get(name) ?? '').replace(/\$(\d+)/g, (_, n: string) => {
    const value = values[Number(n) - 1];
    return value === null || value === undefined ? 'null' : `'${value.replace(/'/g, "''")}'`;
  });
}

/**
 * A TCP proxy in front of PostgreSQL that reads the frontend side of the wire protocol and counts
 * the statements the app sends, whatever the driver or ORM above it does.
 */
export async function countStatementsTo(databaseUrl: string): Promise<StatementCounter> {
  const target = new URL(databaseUrl);
  let statements = 0;
  const executed: string[] = [];
  const parses: { connection: number; name: string; text: string }[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;

  const server = createServer((client) => {
    const upstream = connect({ host: target.hostname, port: Number(target.port || 5432) });
    const connection = (connections += 1);
    sockets.add(client).add(upstream);
    let buffer = Buffer.alloc(0);
    let startup = true;
    const parsed = new Map<string, string>(); // statement name → text
    let bound = '';
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
        const body = buffer.subarray(5, length + 1);
        if (type === 'Q' || type === 'E') statements += 1;
        if (type === 'Q') executed.push(body.toString('utf8').replace(/\0$/, ''));
        if (type === 'P') {
          const [name, text] = cStrings(body, 2);
          parsed.set(name, text);
          parses.push({ connection, name, text });
        }
        if (type === 'B') bound = boundStatement(body, parsed);
        if (type === 'E') executed.push(bound);
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
    executed: () => [...executed],
    parsed: () => [...parses],
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
