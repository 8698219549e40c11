// Reading the SMTP sink's outbox from tests.
import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { OUTBOX_FILE, type SinkMessage } from './smtp-sink.ts';

export function readOutbox(): SinkMessage[] {
  if (!existsSync(OUTBOX_FILE)) return [];
  return readFileSync(OUTBOX_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SinkMessage);
}

/** Polls the outbox for the newest message to `email` that arrived after `since` (ms). */
export async function waitForMail(email: string, since = 0, timeout = 15_000): Promise<SinkMessage> {
  let found: SinkMessage | undefined;
  await expect
    .poll(
      () => {
        const mine = readOutbox().filter((m) => m.to.includes(email.toLowerCase()) && Date.parse(m.receivedAt) >= since);
        found = mine.at(-1);
        return Boolean(found);
      },
      { timeout, message: `no mail to ${email}` },
    )
    .toBe(true);
  return found!;
}

/** The first http(s) link in a message's text. */
export function firstLink(message: SinkMessage, contains = ''): string {
  const links = message.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  const link = links.find((l) => l.includes(contains));
  if (!link) throw new Error(`no link containing "${contains}" in: ${message.text}`);
  return link;
}
