import { Controller, Get, HttpCode, Param, Post, Res, StreamableFile } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type SessionUser } from '../../../../platform/http/auth-context.js';
import { ErrorDto } from '../../../../platform/http/dto.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';
import { ExportQueries, StartExport } from '../../application/data-export.js';
import { ExportStatusDto } from './dto/export.dto.js';
import { JobStartedDto } from './dto/import.dto.js';

@ApiTags('portability')
@Controller('exports')
export class ExportsController {
  constructor(
    private readonly startExport: StartExport,
    private readonly queries: ExportQueries,
  ) {}

  /**
   * Exports everything the cook keeps in Savor as one zip: every recipe as schema.org JSON-LD with its
   * picture, the shopping list, the pantry and the profile. Answers at once; the zip is written in the
   * background and kept for 24 hours.
   */
  @Post()
  @HttpCode(202)
  @ApiAcceptedResponse({ type: JobStartedDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'An export is already being prepared. Wait for it to finish before starting another.' })
  async startDataExport(@CurrentUser() user: SessionUser): Promise<JobStartedDto> {
    return Object.assign(new JobStartedDto(), { id: await this.startExport.execute(user.id) });
  }

  /** The cook's recent exports, newest first (at most 10). */
  @Get()
  @ApiOkResponse({ type: [ExportStatusDto] })
  async listDataExports(@CurrentUser() user: SessionUser): Promise<ExportStatusDto[]> {
    return (await this.queries.list(user.id)).map((status) => ExportStatusDto.from(status));
  }

  /** An export's progress; once done, the `url` to download it from. */
  @Get(':id')
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such export (also for another cook’s)' })
  async getDataExport(@CurrentUser() user: SessionUser, @Param('id', ParseIdPipe) id: number): Promise<ExportStatusDto> {
    return ExportStatusDto.from(await this.queries.status(user.id, id));
  }

  /** The export's zip. */
  @Get(':id/download')
  @ApiOkResponse({ description: 'The zip file', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such export, not ready yet, or expired' })
  async downloadDataExport(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.queries.file(user.id, id);
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file.body, {
      type: 'application/zip',
      length: file.size,
      disposition: `attachment; filename="savor-export-${id}.zip"`,
    });
  }
}
