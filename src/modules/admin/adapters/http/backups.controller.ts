import { Controller, Delete, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../../../platform/http/auth-context.js';
import { ErrorDto } from '../../../../platform/http/dto.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';
import { PagingQueryDto, TOTAL_COUNT_HEADER } from '../../../../platform/http/paging.js';
import { Backups } from '../../../portability/index.js';
import { CreateBackup, DeleteBackup } from '../../application/backup-commands.js';
import type { AdminActor } from '../../domain/audit-entry.js';
import { Actor } from './actor.js';
import { BackupDto, BackupQueuedDto } from './dto/backup.dto.js';

/**
 * Backups of the whole database and the media files (issue 49): one zip file each, in BACKUP_DIR. One is
 * written at a time, in the background; a daily one is made at 03:00 and the newest BACKUP_KEEP kept.
 * `npm run restore -- <file>` restores one into an empty database.
 */
@ApiTags('admin')
@ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' })
@AdminOnly()
@Controller('admin/backups')
export class BackupsController {
  constructor(
    private readonly backups: Backups,
    private readonly createBackupCommand: CreateBackup,
    private readonly deleteBackupCommand: DeleteBackup,
  ) {}

  /** Queues a backup, written in the background: follow it with GET /api/admin/backups/{id}. One at a time: 409 while another is queued or running. */
  @Post()
  @HttpCode(202)
  @ApiAcceptedResponse({
    type: BackupQueuedDto,
    headers: { Location: { description: "The backup's address", schema: { type: 'string', example: '/api/admin/backups/42' } } },
  })
  @ApiConflictResponse({ type: ErrorDto, description: 'Another backup is queued or running (code BACKUP_IN_PROGRESS)' })
  async createBackup(@Actor() admin: AdminActor, @Res({ passthrough: true }) response: Response): Promise<BackupQueuedDto> {
    const backup = await this.createBackupCommand.execute(admin);
    response.setHeader('Location', `/api/admin/backups/${backup.id}`);
    return { id: backup.id };
  }

  /** Every backup, newest first (50 by default), with its status and progress. */
  @Get()
  @ApiOkResponse({ type: [BackupDto], headers: TOTAL_COUNT_HEADER })
  async listBackups(@Query() query: PagingQueryDto, @Res({ passthrough: true }) response: Response): Promise<BackupDto[]> {
    const { rows, total } = await this.backups.page(query.limit, query.offset);
    response.setHeader('X-Total-Count', String(total));
    return rows.map((row) => BackupDto.from(row));
  }

  /** One backup: its status and progress. */
  @Get(':id')
  @ApiNotFoundResponse({ type: ErrorDto })
  async getBackup(@Param('id', ParseIdPipe) id: number): Promise<BackupDto> {
    return BackupDto.from(await this.backups.get(id));
  }

  /** The backup's zip file, as an attachment. */
  @Get(':id/download')
  @ApiOkResponse({
    description: 'The backup file: a zip of manifest.json, db/<table>.jsonl and media/<name>',
    content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
    headers: { 'Content-Disposition': { description: 'attachment; filename="savor-backup-….zip"', schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such backup, or its file is missing from BACKUP_DIR (code BACKUP_FILE_MISSING)' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The backup is not done: queued, running or failed (code BACKUP_NOT_READY)' })
  async downloadBackup(@Param('id', ParseIdPipe) id: number): Promise<StreamableFile> {
    const file = await this.backups.download(id);
    return new StreamableFile(file.body, {
      type: 'application/zip',
      length: file.size,
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }

  /** Deletes a backup and its file (409 while it runs). */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'The backup is running (code BACKUP_RUNNING)' })
  async deleteBackup(@Actor() admin: AdminActor, @Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.deleteBackupCommand.execute(admin, id);
  }
}
