import { buffer } from 'node:stream/consumers';
import { ZipFile } from 'yazl';

/** Zip files for the collection import's tests, the hostile ones included. */

const EXPORTED_AT = new Date('2025-03-01T12:00:00Z');

export interface ZipFixtureFile {
  path: string;
  data: Buffer | string;
  /** Stored without compression, as Python's zipfile writes by default (Tandoor). */
  store?: boolean;
  /** The file's Unix mode, e.g. 0o120777 for a symbolic link. */
  mode?: number;
}

export function zipOf(files: ZipFixtureFile[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const file of files) {
    zip.addBuffer(Buffer.from(file.data), file.path, { compress: !file.store, mtime: EXPORTED_AT, ...(file.mode ? { mode: file.mode } : {}) });
  }
  zip.end();
  return buffer(zip.outputStream);
}

// ---------- hostile zip files ----------

/** The zip with every occurrence of `from` in its names replaced by `to` (as long), so as to write names yazl refuses. */
export function renameInZip(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('renameInZip keeps lengths');
  const patched = Buffer.from(zip);
  const needle = Buffer.from(from);
  for (let at = patched.indexOf(needle); at !== -1; at = patched.indexOf(needle, at + 1)) patched.write(to, at, 'latin1');
  return patched;
}

/** The zip with fields of `path`'s central directory record rewritten: what a forged header claims. */
export function patchCentralDirectory(
  zip: Buffer,
  path: string,
  fields: { compressedSize?: number; uncompressedSize?: number; flags?: number },
): Buffer {
  const patched = Buffer.from(zip);
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = patched.indexOf(signature); at !== -1; at = patched.indexOf(signature, at + 1)) {
    const nameLength = patched.readUInt16LE(at + 28);
    if (patched.toString('utf8', at + 46, at + 46 + nameLength) !== path) continue;
    if (fields.flags !== undefined) patched.writeUInt16LE(fields.flags, at + 8);
    if (fields.compressedSize !== undefined) patched.writeUInt32LE(fields.compressedSize, at + 20);
    if (fields.uncompressedSize !== undefined) patched.writeUInt32LE(fields.uncompressedSize, at + 24);
  }
  return patched;
}
