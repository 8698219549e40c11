import yauzl from 'yauzl';
import type { Archive, ArchiveEntry } from '../../domain/archive.js';
import { COLLECTION_LIMITS, CollectionFileError, CollectionItemError } from '../../domain/collection.js';

const MB = 1024 * 1024;
/** Small files may compress very well (a page of spaces): the ratio is only held against larger ones. */
const RATIO_FREE_BYTES = 1 * MB;
/** A zip inside the upload holds one recipe and its photo (Tandoor's export). */
const MAX_NESTED_ZIP_BYTES = COLLECTION_LIMITS.maxDocumentBytes + COLLECTION_LIMITS.maxPhotoBytes;
const FILE_TYPE_MASK = 0o170000;
const SYMBOLIC_LINK = 0o120000;
const UNIX = 3;

const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;
const isZipPath = (path: string) => /\.zip$/i.test(path);

function isUnsafePath(path: string): boolean {
  return (
    path === '' || path.startsWith('/') || /^[A-Za-z]:/.test(path) || path.includes('\\') || path.includes('\0') || path.split('/').includes('..')
  );
}

/** Folders, Finder's `__MACOSX/` copies and dotfiles (`.DS_Store`, `._photo.jpg`) are no one's recipes. */
function isIgnoredPath(path: string): boolean {
  const parts = path.split('/');
  return path.endsWith('/') || parts[0] === '__MACOSX' || parts.some((part) => part.startsWith('.'));
}

function isSymbolicLink(entry: yauzl.Entry): boolean {
  return entry.versionMadeBy >> 8 === UNIX && ((entry.externalFileAttributes >>> 16) & FILE_TYPE_MASK) === SYMBOLIC_LINK;
}

function damagedZip(path?: string): CollectionFileError {
  return new CollectionFileError(
    path ? `The zip file "${path}" inside this zip file is damaged and cannot be read.` : 'This zip file is damaged and cannot be read.',
    'UNREADABLE_FILE',
  );
}

function tooManyEntries(): CollectionFileError {
  return new CollectionFileError(`This zip file holds more than ${COLLECTION_LIMITS.maxEntries.toLocaleString('en-US')} files.`, 'TOO_MANY_ENTRIES');
}

/** The checks on one file of the directory, before anything is inflated. */
function checkEntry(entry: yauzl.Entry, path: string, depth: number): void {
  if (entry.uncompressedSize > RATIO_FREE_BYTES && entry.uncompressedSize > COLLECTION_LIMITS.maxCompressionRatio * entry.compressedSize) {
    throw new CollectionFileError(
      `This zip file holds a file that unpacks to more than ${COLLECTION_LIMITS.maxCompressionRatio} times its packed size ("${path}"); Savor does not unpack it.`,
      'ZIP_BOMB',
    );
  }
  if (isIgnoredPath(path)) return;
  if (entry.isEncrypted()) {
    throw new CollectionFileError('This zip file is protected by a password. Export it again without one.', 'UNREADABLE_FILE');
  }
  if (!entry.canDecodeFileData()) {
    throw new CollectionFileError(
      `This zip file is packed in a way Savor cannot unpack ("${path}"). Zip it again with the usual settings.`,
      'UNREADABLE_FILE',
    );
  }
  if (isZipPath(path) && depth >= COLLECTION_LIMITS.maxNestingDepth) {
    throw new CollectionFileError(
      'This zip file holds a zip file inside a zip file inside it; Savor reads zip files only one level deep.',
      'NESTED_TOO_DEEP',
    );
  }
  if (isZipPath(path) && entry.uncompressedSize > MAX_NESTED_ZIP_BYTES) {
    throw new CollectionFileError(
      `The zip file "${path}" inside this zip file is larger than ${megabytes(MAX_NESTED_ZIP_BYTES)}.`,
      'ARCHIVE_TOO_LARGE',
    );
  }
}

interface Listing {
  archive: ZipArchive;
  /** Every record of its directory: files, folders, links and ignored files alike. */
  entryCount: number;
  /** The declared uncompressed sizes of its files, added up. */
  declaredBytes: number;
}

/** A zip file's directory, checked; `entriesBefore` are the records already counted in the upload. */
async function listZip(bytes: Buffer, depth: number, entriesBefore: number, path?: string): Promise<Listing> {
  let zip: yauzl.ZipFile;
  try {
    // Names are decoded here, not by yauzl, so that an unsafe one is refused as such (yauzl would only fail).
    zip = await yauzl.fromBufferPromise(bytes, { decodeStrings: false, validateEntrySizes: true });
  } catch {
    throw damagedZip(path);
  }
  if (entriesBefore + zip.entryCount > COLLECTION_LIMITS.maxEntries) throw tooManyEntries();
  const files = new Map<ArchiveEntry, yauzl.Entry>();
  let declaredBytes = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
      if (isUnsafePath(name)) {
        throw new CollectionFileError(
          `This zip file holds a file whose name points outside it ("${name}"); Savor does not unpack it.`,
          'UNSAFE_PATH',
        );
      }
      if (name.endsWith('/') || isSymbolicLink(entry)) continue;
      checkEntry(entry, name, depth);
      declaredBytes += entry.uncompressedSize;
      if (!isIgnoredPath(name)) files.set({ path: name, size: entry.uncompressedSize }, entry);
    }
  } catch (error) {
    if (error instanceof CollectionFileError) throw error;
    throw damagedZip(path);
  }
  return { archive: new ZipArchive(zip, files, depth), entryCount: zip.entryCount, declaredBytes };
}

class ZipArchive implements Archive {
  readonly entries: readonly ArchiveEntry[];

  constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly files: Map<ArchiveEntry, yauzl.Entry>,
    private readonly depth: number,
  ) {
    this.entries = [...files.keys()];
  }

  async read(entry: ArchiveEntry, maxBytes: number): Promise<Buffer> {
    const record = this.files.get(entry);
    if (!record) throw new CollectionItemError(`"${entry.path}" is not in this zip file.`);
    const tooLarge = () => new CollectionItemError(`"${entry.path}" is larger than ${megabytes(maxBytes)}.`);
    if (entry.size > maxBytes) throw tooLarge();
    const chunks: Buffer[] = [];
    let length = 0;
    try {
      const stream = await this.zip.openReadStreamPromise(record);
      // Leaving the loop destroys the stream: nothing is inflated past the cap.
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        length += chunk.length;
        if (length > maxBytes) throw tooLarge();
        chunks.push(chunk);
      }
    } catch (error) {
      if (error instanceof CollectionItemError) throw error;
      // yauzl's size check (a header that lies), bad deflate data, data beyond the end of the file.
      throw new CollectionItemError(`"${entry.path}" is damaged and cannot be read.`);
    }
    return Buffer.concat(chunks, length);
  }

  async open(entry: ArchiveEntry): Promise<Archive> {
    return (await this.list(entry, 0)).archive;
  }

  /** The zip file in `entry`, listed. */
  async list(entry: ArchiveEntry, entriesBefore: number): Promise<Listing> {
    if (!isZipPath(entry.path) || this.depth >= COLLECTION_LIMITS.maxNestingDepth) {
      throw new CollectionItemError(`"${entry.path}" is not a zip file Savor opens.`);
    }
    return listZip(await this.read(entry, MAX_NESTED_ZIP_BYTES), this.depth + 1, entriesBefore, entry.path);
  }
}

/**
 * Opens an uploaded zip file and checks all of it against `COLLECTION_LIMITS`: its directory before
 * anything is inflated, then each zip inside it (one level deep), which is unpacked, listed and let
 * go. A zip inside counts for the larger of its own size and the sizes of what it holds, so a Tandoor
 * export is not counted twice.
 */
export async function openZipArchive(bytes: Buffer): Promise<Archive> {
  const top = await listZip(bytes, 1, 0);
  let entryCount = top.entryCount;
  let declaredBytes = top.declaredBytes;
  const checkTotal = () => {
    if (declaredBytes > COLLECTION_LIMITS.maxTotalUncompressedBytes) {
      throw new CollectionFileError(
        `This zip file would unpack to more than ${megabytes(COLLECTION_LIMITS.maxTotalUncompressedBytes)}.`,
        'ARCHIVE_TOO_LARGE',
      );
    }
  };
  checkTotal();
  for (const entry of top.archive.entries.filter((candidate) => isZipPath(candidate.path))) {
    const inner = await top.archive.list(entry, entryCount).catch((error: unknown) => {
      if (error instanceof CollectionItemError) throw new CollectionFileError(error.message, 'UNREADABLE_FILE');
      throw error;
    });
    entryCount += inner.entryCount;
    declaredBytes += Math.max(0, inner.declaredBytes - entry.size);
    checkTotal();
  }
  return top.archive;
}
