import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IsOmittable } from '../../../../../platform/http/dto.js';
import { COLLECTION_FORMATS, type CollectionFormat } from '../../../domain/collection.js';
import type { ImportItem, ImportReport, ImportSummary } from '../../../application/ports/import-jobs.js';

const STATUSES = ['queued', 'running', 'done', 'failed'];

export class StartImportDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The collection file (at most 50 MB)' })
  file: unknown;

  @ApiPropertyOptional({ enum: COLLECTION_FORMATS, description: 'Detected from the content when left out' })
  @IsOmittable()
  @IsIn(COLLECTION_FORMATS, { message: `format must be one of ${COLLECTION_FORMATS.join(', ')}` })
  format?: CollectionFormat;
}

export class JobStartedDto {
  @ApiProperty({ type: 'integer', example: 12 }) id: number;
}

export class ImportSummaryDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ enum: COLLECTION_FORMATS }) format: CollectionFormat;
  @ApiProperty({ example: 'My Recipes.paprikarecipes' }) fileName: string;
  @ApiProperty({ enum: STATUSES }) status: string;
  @ApiProperty({ type: 'integer', description: 'Recipes in the file' }) total: number;
  @ApiProperty({ type: 'integer', description: 'Recipes dealt with so far' }) processed: number;
  @ApiProperty({ type: 'integer' }) imported: number;
  @ApiProperty({ type: 'integer', description: 'Duplicates left out' }) skipped: number;
  @ApiProperty({ type: 'integer' }) failed: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why a failed import stopped' }) error: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: string | null;

  static from(summary: ImportSummary): ImportSummaryDto {
    return Object.assign(new ImportSummaryDto(), {
      id: summary.id,
      format: summary.format,
      fileName: summary.fileName,
      status: summary.status,
      total: summary.total,
      processed: summary.processed,
      imported: summary.imported,
      skipped: summary.skipped,
      failed: summary.failed,
      error: summary.error,
      createdAt: new Date(summary.createdAt).toISOString(),
      finishedAt: summary.finishedAt ? new Date(summary.finishedAt).toISOString() : null,
    });
  }
}

export class ImportItemDto {
  @ApiProperty({ example: 'Lemon Drizzle Cake' }) name: string;
  @ApiProperty({ enum: ['imported', 'duplicate', 'failed'] }) outcome: string;
  @ApiPropertyOptional({ type: 'integer', description: 'The recipe imported, or the one it duplicates' }) recipeId?: number;
  @ApiPropertyOptional({ example: 'It has no ingredients.' }) reason?: string;

  static from(item: ImportItem): ImportItemDto {
    return Object.assign(new ImportItemDto(), {
      name: item.name,
      outcome: item.outcome,
      ...(item.recipeId === null ? {} : { recipeId: item.recipeId }),
      ...(item.reason === null ? {} : { reason: item.reason }),
    });
  }
}

export class ImportReportDto extends ImportSummaryDto {
  @ApiProperty({ type: [ImportItemDto], description: 'One line per recipe dealt with, in the order of the file' }) items: ImportItemDto[];

  static fromReport(report: ImportReport): ImportReportDto {
    return Object.assign(new ImportReportDto(), ImportSummaryDto.from(report), { items: report.items.map((item) => ImportItemDto.from(item)) });
  }
}
