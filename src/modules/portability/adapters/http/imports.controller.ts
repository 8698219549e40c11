import {
  BadRequestException,
  Body,
  type CallHandler,
  Controller,
  type ExecutionContext,
  Get,
  HttpCode,
  Injectable,
  Param,
  PayloadTooLargeException,
  Post,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiAcceptedResponse, ApiBody, ApiConflictResponse, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Observable } from 'rxjs';
import { CurrentUser, type SessionUser } from '../../../../platform/http/auth-context.js';
import { ErrorDto } from '../../../../platform/http/dto.js';
import { PagingQueryDto, TOTAL_COUNT_HEADER } from '../../../../platform/http/paging.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';
import { ImportQueries, StartImport } from '../../application/collection-imports.js';
import { COLLECTION_LIMITS, CollectionTooLargeError } from '../../domain/collection.js';
import { ImportReportDto, ImportSummaryDto, JobStartedDto, StartImportDto } from './dto/import.dto.js';

type UploadedCollection = { originalname: string; buffer: Buffer };

/** The upload of one collection file, read into memory; past the limit, the refusal in the import's own words. */
@Injectable()
class CollectionUpload extends FileInterceptor('file', { limits: { fileSize: COLLECTION_LIMITS.maxFileBytes + 1, files: 1, fields: 5 } }) {
  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new CollectionTooLargeError();
      throw error;
    }
  }
}

@ApiTags('portability')
@Controller('imports')
export class ImportsController {
  constructor(
    private readonly startImport: StartImport,
    private readonly queries: ImportQueries,
  ) {}

  /**
   * Imports a recipe collection: a Paprika, Mealie, Tandoor or Nextcloud Cookbook export, schema.org
   * JSON(-LD) or HTML files, or Savor's own export. Answers at once; the import runs in the background
   * (GET /api/imports/{id} tells its progress and, at the end, what became of each recipe).
   */
  @Post()
  @HttpCode(202)
  @UseInterceptors(CollectionUpload)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: StartImportDto })
  @ApiAcceptedResponse({ type: JobStartedDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'An import is already running. Wait for it to finish before starting another.' })
  async startCollectionImport(
    @CurrentUser() user: SessionUser,
    @UploadedFile() file: UploadedCollection | undefined,
    @Body() body: StartImportDto,
  ): Promise<JobStartedDto> {
    if (!file) throw new BadRequestException('Choose a file to import');
    const id = await this.startImport.execute(user.id, { fileName: file.originalname, bytes: file.buffer, format: body.format });
    return Object.assign(new JobStartedDto(), { id });
  }

  /** The cook's imports, newest first. */
  @Get()
  @ApiOkResponse({ type: [ImportSummaryDto], headers: TOTAL_COUNT_HEADER })
  async listCollectionImports(
    @CurrentUser() user: SessionUser,
    @Query() query: PagingQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ImportSummaryDto[]> {
    const { rows, total } = await this.queries.list(user.id, query.limit ?? 20, query.offset ?? 0);
    response.setHeader('X-Total-Count', String(total));
    return rows.map((row) => ImportSummaryDto.from(row));
  }

  /** An import's progress (processed of total) and its report: each recipe imported, skipped as a duplicate, or failed with the reason. */
  @Get(':id')
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such import (also for another cook’s)' })
  async getCollectionImport(@CurrentUser() user: SessionUser, @Param('id', ParseIdPipe) id: number): Promise<ImportReportDto> {
    return ImportReportDto.fromReport(await this.queries.report(user.id, id));
  }
}
