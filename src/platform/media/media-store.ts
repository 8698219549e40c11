/** Where uploaded files live; answers the public URL of a stored file. */
export abstract class MediaStore {
  abstract save(bytes: Buffer, extension: string): Promise<string>;
  /** Stores bytes under a name derived from another file (a thumbnail of it); answers its URL. */
  abstract saveAs(name: string, bytes: Buffer): Promise<string>;
}
