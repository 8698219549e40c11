import { FileTooLargeError, InvalidFileTypeError, NoFileSelectedError } from './extraction.errors.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** A recipe is a page or two: a longer PDF is refused, not read. */
export const MAX_PDF_PAGES = 30;

export type UploadKind = 'jpeg' | 'png' | 'webp' | 'pdf';

/** A file to read a recipe from, of the kind its bytes say. */
export interface RecipeUpload {
  kind: UploadKind;
  bytes: Buffer;
}

const DATA_URL_HEADER = /^data:[^,;]{0,100}(?:;[^,;]{1,100})*;base64,/i;
const NOT_BASE64 = /[^A-Za-z0-9+/=\s]/;

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The kind of a file by its first bytes, whatever its name or declared type say. */
export function sniffUploadKind(bytes: Uint8Array): UploadKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  // Readers accept a PDF header anywhere in the first 1024 bytes (some files carry a prefix).
  if (Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-')) return 'pdf';
  return null;
}

/**
 * Reads the data URL of an upload: 'No file selected' without one, 'File too large' past 5 MB, and
 * 'Invalid file type' unless the bytes are a JPEG, PNG, WEBP or PDF. The declared type is ignored.
 */
export function readRecipeUpload(dataUrl: string | undefined): RecipeUpload {
  if (typeof dataUrl !== 'string' || !dataUrl.trim()) throw new NoFileSelectedError();
  const header = DATA_URL_HEADER.exec(dataUrl.slice(0, 256));
  if (!header) throw new InvalidFileTypeError();
  const payload = dataUrl.slice(header[0].length);
  if (!payload.trim()) throw new NoFileSelectedError();
  if (NOT_BASE64.test(payload)) throw new InvalidFileTypeError();
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new FileTooLargeError();
  const kind = sniffUploadKind(bytes);
  if (!kind) throw new InvalidFileTypeError();
  return { kind, bytes };
}
