import { Injectable } from '@nestjs/common';
import { CollectionReader } from '../../application/ports/collection-reader.js';
import type { Collection, CollectionFormat } from '../../domain/collection.js';
import { readCollection } from './read-collection.js';

@Injectable()
export class ZipCollectionReader extends CollectionReader {
  read(fileName: string, bytes: Buffer, format?: CollectionFormat): Promise<Collection> {
    return readCollection(fileName, bytes, format);
  }
}
