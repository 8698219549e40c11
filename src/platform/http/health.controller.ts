import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public } from './auth-context.js';
import { ErrorDto } from './dto.js';
import { GracefulShutdown } from './graceful-shutdown.js';

export class HealthDto {
  @ApiProperty({ example: 'ok' }) status: string;
  @ApiProperty({ example: 'ok' }) database: string;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    private readonly shutdown: GracefulShutdown,
  ) {}

  /** Answers 200 when the app can reach its database, 503 when it cannot or while the instance shuts down. */
  @Public()
  @Get()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ErrorDto })
  async getHealth(): Promise<HealthDto> {
    if (this.shutdown.draining) throw new ServiceUnavailableException('Shutting down');
    try {
      await this.em.getConnection().execute('select 1');
    } catch {
      throw new ServiceUnavailableException('Database unavailable');
    }
    return { status: 'ok', database: 'ok' };
  }
}
