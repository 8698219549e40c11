import type { Readable } from 'node:stream';

/** Where stored files are served: `/media/{name}`, by the app, whatever the store behind it. */
export const MEDIA_URL_PREFIX = '/media/';

/** A stored file, opened for reading. */
export interface MediaFile {
  body: Readable;
  size: number;
  contentType: string;
}

/** A stored file's name and when it was last written (a save of bytes already stored counts). */
export interface StoredMedia {
  name: string;
  modifiedAt: Date;
}

/** Where uploaded files live (a directory, or an S3-compatible bucket shared by every instance). */
export abstract class MediaStore {
  /** Stores bytes under a name made from their content; answers the file's public URL. */
  abstract save(bytes: Buffer, extension: string): Promise<string>;
  /** Stores bytes under a name derived from another file (a thumbnail of it); answers its URL. */
  abstract saveAs(name: string, bytes: Buffer): Promise<string>;
  /** The stored file called `name`, or undefined when there is none. */
  abstract open(name: string): Promise<MediaFile | undefined>;
  /** Every stored file, in no particular order. */
  abstract list(): AsyncIterable<StoredMedia>;
  /** When `name` was last written, or undefined when there is no such file. */
  abstract modifiedAt(name: string): Promise<Date | undefined>;
  /** Deletes the file called `name`; nothing when there is none. */
  abstract remove(name: string): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The content type a stored file is served with, from its extension; undefined for anything else. */
export function mediaContentType(name: string): string | undefined {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()];
}
