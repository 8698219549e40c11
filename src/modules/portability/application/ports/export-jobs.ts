import type { JobStatus } from './import-jobs.js';

export interface ExportStatus {
  id: number;
  status: JobStatus;
  total: number;
  processed: number;
  /** The zip's /media address, once written; null before and after it expired. */
  fileUrl: string | null;
  size: number | null;
  expiresAt: Date | null;
  error: string | null;
  createdAt: Date;
}

export abstract class ExportJobs {
  /** Queues an export; ExportAlreadyRunningError when the cook has one queued or running. */
  abstract create(userId: number): Promise<number>;
  /** The cook's export, or null (also for another cook's). */
  abstract find(userId: number, id: number): Promise<ExportStatus | null>;
  /** The cook's exports, newest first (at most `limit`). */
  abstract list(userId: number, limit: number): Promise<ExportStatus[]>;
  /** Claims the next export to run; its id and cook, or null when there is none. */
  abstract claimNext(): Promise<{ id: number; userId: number } | null>;
  /** Records how far it got (and that its worker is alive). */
  abstract progress(id: number, processed: number, total: number): Promise<void>;
  abstract complete(id: number, fileUrl: string, size: number, expiresAt: Date): Promise<void>;
  abstract fail(id: number, error: string): Promise<void>;
  /** Deletes the exports whose file expired before `now`; answers their files' addresses. */
  abstract removeExpired(now: Date): Promise<string[]>;
}
