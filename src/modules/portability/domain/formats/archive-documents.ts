import { posix } from 'node:path';
import { parseImageDataUrl } from '../../../../platform/media/data-url.js';
import type { Archive, ArchiveEntry } from '../archive.js';
import { COLLECTION_LIMITS, type CollectionItem, CollectionItemError, type CollectionRecipe } from '../collection.js';

/** A file's name without its folder and extension: 'recipes/pasta.json' → 'pasta'. */
export function stem(path: string): string {
  return posix.basename(path, posix.extname(path));
}

/** A file's folder, '' at the top of the archive. */
export function folderOf(path: string): string {
  const folder = posix.dirname(path);
  return folder === '.' ? '' : folder;
}

export function entryAt(archive: Archive, path: string): ArchiveEntry | undefined {
  return archive.entries.find((entry) => entry.path === path);
}

/** The first file right in `folder` whose name matches. */
export function entryIn(archive: Archive, folder: string, name: RegExp): ArchiveEntry | undefined {
  return archive.entries.find((entry) => folderOf(entry.path) === folder && name.test(posix.basename(entry.path)));
}

export function decodeText(bytes: Buffer): string {
  return new TextDecoder().decode(bytes);
}

/** The JSON value of a document; undefined when it is not JSON. */
export function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(decodeText(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

export async function readJson(archive: Archive, entry: ArchiveEntry, maxBytes: number = COLLECTION_LIMITS.maxDocumentBytes): Promise<unknown> {
  const json = parseJson(await archive.read(entry, maxBytes));
  if (json === undefined) throw new CollectionItemError(`"${entry.path}" is not valid JSON.`);
  return json;
}

/** A photo's bytes; null without one, and when it cannot be read (too large, damaged): the recipe comes through without it. */
export async function readPhoto(archive: Archive, entry: ArchiveEntry | undefined): Promise<Buffer | null> {
  if (!entry) return null;
  try {
    return await archive.read(entry, COLLECTION_LIMITS.maxPhotoBytes);
  } catch (error) {
    if (error instanceof CollectionItemError) return null;
    throw error;
  }
}

/** 'photo%201.jpg' as 'photo 1.jpg' (saved pages escape their files' names); as written when it is no escape. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The photo a document names: a data URL, or a file of the archive by its path from the document's
 * folder or from the top. Addresses on the web are not fetched.
 */
export async function photoNamed(archive: Archive, documentPath: string, reference: string): Promise<Buffer | null> {
  if (/^data:/i.test(reference)) {
    const bytes = parseImageDataUrl(reference)?.bytes;
    return bytes && bytes.length <= COLLECTION_LIMITS.maxPhotoBytes ? bytes : null;
  }
  if (!reference || /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(reference)) return null;
  const written = reference.split(/[?#]/)[0];
  const candidates = [written, decodedPath(written)].flatMap((path) => [
    posix.join(folderOf(documentPath), path),
    posix.normalize(path).replace(/^\/+/, ''),
  ]);
  return readPhoto(
    archive,
    archive.entries.find((entry) => candidates.includes(entry.path)),
  );
}

/** An item whose recipe is refused in plain words when it has no name, or neither ingredients nor steps. */
export function recipeItem(label: string, read: () => Promise<CollectionRecipe>): CollectionItem {
  return {
    label,
    read: async () => {
      const recipe = await read();
      if (!recipe.name.trim()) throw new CollectionItemError('This recipe has no name.');
      if (recipe.ingredients.length === 0 && recipe.instructions.length === 0) {
        throw new CollectionItemError(`"${recipe.name}" has neither ingredients nor steps.`);
      }
      return recipe;
    },
  };
}
