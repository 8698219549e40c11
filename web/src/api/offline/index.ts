import { alsoForgetWithAccount } from '../accountData';
import { send, toApiError } from '../client';
import { isOnline } from '../online';
import { ChangeQueue } from './changeQueue';
import { indexedDbQueueStore, memoryQueueStore, type QueuedChange } from './queueStore';

export { ChangeQueue, type ReplayReport, type SubmitResult } from './changeQueue';
export type { Change, QueuedChange } from './queueStore';

/** Sends one queued change through the client, with its Idempotency-Key. */
export async function sendChange(change: QueuedChange): Promise<unknown> {
  const headers: Record<string, string> = { 'Idempotency-Key': change.idempotencyKey };
  if (change.body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(new URL(change.path, window.location.origin), {
    method: change.method,
    credentials: 'include',
    headers,
    body: change.body === undefined ? undefined : JSON.stringify(change.body),
  });
  const response = await send(request);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the text is the body.
  }
  if (!response.ok) throw toApiError(response, body);
  return body;
}

/** The signed-in account's queue of shopping list and pantry changes (the app shell sets the account). */
export const changeQueue = new ChangeQueue({
  store: typeof indexedDB === 'undefined' ? memoryQueueStore() : indexedDbQueueStore(),
  transport: sendChange,
  isOnline,
});

alsoForgetWithAccount(() => changeQueue.forget());
