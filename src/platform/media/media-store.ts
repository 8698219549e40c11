/** Where uploaded files live; answers the public URL of a stored file. */
export abstract class MediaStore {
  abstract save(bytes: Buffer, extension: string): Promise<string>;
}
