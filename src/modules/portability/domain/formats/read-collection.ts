// TEMPORARY STUB (replaced by the formats branch)
import { type Collection, type CollectionFormat, CollectionFileError } from '../collection.js';
export function readCollection(_fileName: string, _bytes: Buffer, _format?: CollectionFormat): Promise<Collection> {
  return Promise.reject(new CollectionFileError('stub', 'UNKNOWN_FORMAT'));
}
