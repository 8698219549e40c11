import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../../../platform/config/app-config.js';
import type { MediaStore } from '../../../../platform/media/media-store.js';
import { Backups } from '../../application/backups.js';
import type { BackupRecord } from '../../domain/backup.js';
import { SqlBackupJobs } from './sql-backup-jobs.js';
import { ZipBackupArchive } from './zip-backup-archive.js';

const WAIT_MS = 500;

/**
 * `npm run backup`: queues a backup like the dashboard does (refused while another is in progress) and
 * writes it here, unless a running Savor's worker takes it first: then it waits for that one. Answers the
 * finished backup and its path; throws with the backup's error when it failed.
 */
export async function backupFromCommandLine(
  orm: MikroORM,
  media: MediaStore,
  config: AppConfig,
  log: (line: string) => void = () => undefined,
): Promise<BackupRecord & { path: string }> {
  const em = orm.em.fork();
  const backups = new Backups(new SqlBackupJobs(em), new ZipBackupArchive(em, media, config), config);
  const queued = await backups.queue('cli', null);
  log(`Backup ${queued.id} queued`);
  backups.process();
  await backups.idle();
  let backup = await backups.get(queued.id);
  if (backup.status === 'queued' || backup.status === 'running') log('A running Savor is writing it: waiting for it to finish');
  while (backup.status === 'queued' || backup.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
    backup = await backups.get(queued.id);
  }
  if (backup.status === 'failed' || !backup.fileName) throw new Error(`Backup ${backup.id} failed: ${backup.error ?? 'no file was written'}`);
  return { ...backup, path: join(config.backupDir, backup.fileName) };
}
