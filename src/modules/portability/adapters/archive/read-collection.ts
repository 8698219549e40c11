import type { Collection, CollectionFormat } from '../../domain/collection.js';
import { readCollectionWith } from '../../domain/formats/read-collection.js';
import { openZipArchive } from './zip-archive.js';

/** The recipes of an uploaded collection file, its zip files read by yauzl (see `readCollectionWith`). */
export function readCollection(fileName: string, bytes: Buffer, format?: CollectionFormat): Promise<Collection> {
  return readCollectionWith(openZipArchive, fileName, bytes, format);
}
