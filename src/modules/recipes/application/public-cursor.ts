import { InvalidCursorError } from '../domain/feedback.errors.js';
import type { PublicListPosition, PublicRecipeRow } from './ports/recipe.read-model.js';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const MAX_ID = 2_147_483_647;

/** The opaque X-Next-Cursor of the public listing: the last card's position, base64url-encoded. */
export function encodeCursor(position: PublicListPosition): string {
  return Buffer.from(JSON.stringify([position.publishedAt, position.id])).toString('base64url');
}

/** The position a cursor names; InvalidCursorError (400) for anything this server did not hand out. */
export function decodeCursor(cursor: string): PublicListPosition {
  let value: unknown;
  try {
    value = /^[A-Za-z0-9_-]{1,200}$/.test(cursor) ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : undefined;
  } catch {
    value = undefined;
  }
  if (!Array.isArray(value) || value.length !== 2) throw new InvalidCursorError();
  const [publishedAt, id] = value as unknown[];
  if (typeof publishedAt !== 'string' || !TIMESTAMP.test(publishedAt) || Number.isNaN(Date.parse(publishedAt))) throw new InvalidCursorError();
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) throw new InvalidCursorError();
  return { publishedAt, id };
}

/**
 * A page out of the `limit + 1` rows read for it (one more than the page tells whether another page
 * exists): the first `limit` rows, and the cursor of the next page when the extra row came back.
 */
export function keysetPage<Row extends Pick<PublicRecipeRow, 'id' | 'publishedAtKey'>>(
  rows: Row[],
  limit: number,
): { rows: Row[]; nextCursor?: string } {
  if (rows.length <= limit) return { rows };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: encodeCursor({ publishedAt: last.publishedAtKey, id: last.id }) };
}
