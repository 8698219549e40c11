import { CollectionItemError } from './collection.js';

/** One file of an uploaded archive, as its directory declares it (nothing is inflated to list it). */
export interface ArchiveEntry {
  /** Its path inside the archive, with forward slashes ('recipes/pasta/pasta.json'), known to be safe. */
  path: string;
  /** Its declared uncompressed size in bytes. */
  size: number;
}

/**
 * The files of an uploaded collection, read one at a time. Folders, symbolic links, `__MACOSX/` and
 * dotfiles are not listed. Implemented over zip files by the yauzl adapter; a lone document is an
 * archive of one file (`fileArchive`).
 */
export interface Archive {
  readonly entries: readonly ArchiveEntry[];
  /** The file's bytes; throws `CollectionItemError` when it holds more than `maxBytes` or is damaged. */
  read(entry: ArchiveEntry, maxBytes: number): Promise<Buffer>;
  /** The zip file held by a `.zip` entry (Tandoor's export), checked with the whole upload when it was opened. */
  open(entry: ArchiveEntry): Promise<Archive>;
}

/** Opens an uploaded zip file, checking all of it (and the zips inside) against `COLLECTION_LIMITS`. */
export type OpenZip = (bytes: Buffer) => Promise<Archive>;

/** A lone uploaded document as an archive holding it, under `path`. */
export function fileArchive(path: string, bytes: Buffer): Archive {
  const entry: ArchiveEntry = { path, size: bytes.length };
  return {
    entries: [entry],
    // The upload is in memory already and within its own limit: there is nothing to inflate or cap.
    read: () => Promise.resolve(bytes),
    open: () => Promise.reject(new CollectionItemError(`"${path}" holds no zip file.`)),
  };
}
