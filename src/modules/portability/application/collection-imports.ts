import { Injectable } from '@nestjs/common';
import { type CollectionFormat, CollectionFileError } from '../domain/collection.js';
import { ImportNotFoundError } from '../domain/portability.errors.js';
import { CollectionReader } from './ports/collection-reader.js';
import { ImportJobs, type ImportReport, type ImportSummary } from './ports/import-jobs.js';
import { ImportRunner } from './import-runner.js';

/** An uploaded collection file. */
export interface CollectionUpload {
  fileName: string;
  bytes: Buffer;
  format?: CollectionFormat;
}

/** Checks an uploaded collection (its format, its limits, how many recipes it holds) and queues its import. */
@Injectable()
export class StartImport {
  constructor(
    private readonly reader: CollectionReader,
    private readonly jobs: ImportJobs,
    private readonly runner: ImportRunner,
  ) {}

  async execute(userId: number, upload: CollectionUpload): Promise<number> {
    const collection = await this.reader.read(upload.fileName, upload.bytes, upload.format);
    if (collection.items.length === 0) throw new CollectionFileError('This file holds no recipes.', 'UNREADABLE_FILE');
    const id = await this.jobs.create(userId, collection.format, upload.fileName.slice(0, 255), upload.bytes, collection.items.length);
    void this.runner.kick();
    return id;
  }
}

@Injectable()
export class ImportQueries {
  constructor(private readonly jobs: ImportJobs) {}

  async report(userId: number, id: number): Promise<ImportReport> {
    const report = await this.jobs.find(userId, id);
    if (!report) throw new ImportNotFoundError();
    return report;
  }

  list(userId: number, limit: number, offset: number): Promise<{ rows: ImportSummary[]; total: number }> {
    return this.jobs.list(userId, limit, offset);
  }
}
