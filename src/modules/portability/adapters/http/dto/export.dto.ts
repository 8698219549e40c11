import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ExportStatus } from '../../../application/ports/export-jobs.js';

export class ExportStatusDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ enum: ['queued', 'running', 'done', 'failed'] }) status: string;
  @ApiProperty({ type: 'integer', description: 'Recipes to write' }) total: number;
  @ApiProperty({ type: 'integer', description: 'Recipes written so far' }) processed: number;
  @ApiPropertyOptional({ example: '/api/exports/3/download', description: 'Where to download the zip, once it is ready and until it expires' })
  url?: string;
  @ApiPropertyOptional({ type: 'integer', description: 'The zip’s size in bytes' }) size?: number;
  @ApiPropertyOptional({ format: 'date-time', description: 'When the zip is deleted (24 hours after it was written)' }) expiresAt?: string;
  @ApiPropertyOptional({ description: 'Why the export failed' }) error?: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;

  static from(status: ExportStatus): ExportStatusDto {
    const ready = status.status === 'done' && status.fileUrl !== null;
    return Object.assign(new ExportStatusDto(), {
      id: status.id,
      status: status.status,
      total: status.total,
      processed: status.processed,
      ...(ready ? { url: `/api/exports/${status.id}/download` } : {}),
      ...(ready && status.size !== null ? { size: status.size } : {}),
      ...(ready && status.expiresAt ? { expiresAt: new Date(status.expiresAt).toISOString() } : {}),
      ...(status.error ? { error: status.error } : {}),
      createdAt: new Date(status.createdAt).toISOString(),
    });
  }
}
