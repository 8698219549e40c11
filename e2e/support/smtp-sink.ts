// A local SMTP sink for browser tests: the server (SMTP_URL) mails here, each message becomes one JSON
// line in test-results/mail/outbox.jsonl, and tests read links from it (see mail.ts).
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { SMTPServer } from 'smtp-server';

export const SMTP_SINK_PORT = Number(process.env.E2E_SMTP_PORT ?? 4325);
export const OUTBOX_FILE = 'test-results/mail/outbox.jsonl';

export interface SinkMessage {
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  /** The decoded body (quoted-printable undone). */
  text: string;
}

/** Undoes quoted-printable: soft line breaks (=\r\n) and =XX bytes (=3D is '='), decoded as UTF-8. */
export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseMessage(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  // Unfold continuation lines, then read "Name: value".
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Starts the sink; resolves once it listens. Truncates the outbox so each run starts empty. */
export function startSmtpSink(port = SMTP_SINK_PORT, outbox = OUTBOX_FILE): Promise<SMTPServer> {
  mkdirSync(dirname(outbox), { recursive: true });
  writeFileSync(outbox, '');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        try {
          const raw = Buffer.concat(chunks).toString('utf8');
          const { headers, body } = parseMessage(raw);
          const message: SinkMessage = {
            receivedAt: new Date().toISOString(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: headers.subject ?? '',
            text: decodeBody(headers, body),
          };
          appendFileSync(outbox, `${JSON.stringify(message)}\n`);
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.on('error', (error) => console.error('[smtp-sink]', error));
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      // Never keep the runner alive just for the sink.
      server.server.unref();
      resolve(server);
    });
  });
}
