import type { CollectionFormat } from '../../domain/collection.js';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';
export type ItemOutcome = 'imported' | 'duplicate' | 'failed';

export interface ImportSummary {
  id: number;
  format: CollectionFormat;
  fileName: string;
  status: JobStatus;
  total: number;
  processed: number;
  imported: number;
  skipped: number;
  failed: number;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface ImportItem {
  name: string;
  outcome: ItemOutcome;
  recipeId: number | null;
  reason: string | null;
}

export interface ImportReport extends ImportSummary {
  items: ImportItem[];
}

/** An import claimed by this instance, with its file and how far it got. */
export interface ClaimedImport {
  id: number;
  userId: number;
  format: CollectionFormat;
  fileName: string;
  file: Buffer;
  processed: number;
}

export abstract class ImportJobs {
  /** Queues an import; ImportAlreadyRunningError when the cook has one queued or running. */
  abstract create(userId: number, format: CollectionFormat, fileName: string, file: Buffer, total: number): Promise<number>;
  /** The cook's import with its items, or null (also for another cook's). */
  abstract find(userId: number, id: number): Promise<ImportReport | null>;
  /** The cook's imports, newest first, with their total. */
  abstract list(userId: number, limit: number, offset: number): Promise<{ rows: ImportSummary[]; total: number }>;
  /** Claims the next import to run (see claimNextJob) and loads it; null when there is none. */
  abstract claimNext(): Promise<ClaimedImport | null>;
  /**
   * Runs `work` for the item at `position` and records its outcome in the same transaction, under the
   * import's row lock: the recipe and its line in the report are written together or not at all. False
   * (nothing run) when that item is already recorded or the import is no longer running.
   */
  abstract recordItem(importId: number, position: number, work: () => Promise<ImportItem>): Promise<boolean>;
  /** Ends the import: done, or failed with a reason; its file is dropped. */
  abstract finish(importId: number, status: 'done' | 'failed', error?: string): Promise<void>;
}
