import type { Collection, CollectionFormat } from '../../domain/collection.js';

/** Opens an uploaded file as a collection of recipes (CollectionFileError when it is not one Savor can read). */
export abstract class CollectionReader {
  abstract read(fileName: string, bytes: Buffer, format?: CollectionFormat): Promise<Collection>;
}
