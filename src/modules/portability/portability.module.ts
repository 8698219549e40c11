import { Module } from '@nestjs/common';
import { MediaReferences } from '../../platform/media/media-references.js';
import { AuthModule } from '../auth/index.js';
import { InventoryModule } from '../inventory/index.js';
import { RecipesModule } from '../recipes/index.js';
import { ImportQueries, StartImport } from './application/collection-imports.js';
import { ExportQueries, ExportRunner, StartExport } from './application/data-export.js';
import { ImportRunner } from './application/import-runner.js';
import { Backups } from './application/backups.js';
import { BackupArchive } from './application/ports/backup-archive.js';
import { BackupJobs } from './application/ports/backup-jobs.js';
import { BackupScheduleJob } from './adapters/backup/backup-schedule.job.js';
import { SqlBackupJobs } from './adapters/backup/sql-backup-jobs.js';
import { ZipBackupArchive } from './adapters/backup/zip-backup-archive.js';
import { ArchiveWriter } from './application/ports/archive-writer.js';
import { CollectionReader } from './application/ports/collection-reader.js';
import { ExportJobs } from './application/ports/export-jobs.js';
import { ImportJobs } from './application/ports/import-jobs.js';
import { ZipCollectionReader } from './adapters/archive/zip-collection-reader.js';
import { YazlArchiveWriter } from './adapters/archive/yazl-archive-writer.js';
import { ExportsController } from './adapters/http/exports.controller.js';
import { ImportsController } from './adapters/http/imports.controller.js';
import { ExpiredExportsJob } from './adapters/jobs/expired-exports.job.js';
import { SqlExportJobs } from './adapters/persistence/sql-export-jobs.js';
import { SqlImportJobs } from './adapters/persistence/sql-import-jobs.js';

@Module({
  imports: [AuthModule, RecipesModule, InventoryModule],
  controllers: [ImportsController, ExportsController],
  providers: [
    { provide: ImportJobs, useClass: SqlImportJobs },
    { provide: ExportJobs, useClass: SqlExportJobs },
    { provide: CollectionReader, useClass: ZipCollectionReader },
    { provide: ArchiveWriter, useClass: YazlArchiveWriter },
    ImportRunner,
    StartImport,
    ImportQueries,
    ExportRunner,
    StartExport,
    ExportQueries,
    ExpiredExportsJob,
    { provide: BackupJobs, useClass: SqlBackupJobs },
    { provide: BackupArchive, useClass: ZipBackupArchive },
    Backups,
    BackupScheduleJob,
  ],
  exports: [Backups],
})
export class PortabilityModule {
  /** An export's zip is stored media until it expires: the media janitor leaves it alone meanwhile. */
  constructor(references: MediaReferences) {
    references.declare('data_exports', 'file_name');
  }
}
