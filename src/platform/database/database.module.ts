import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { RateLimiter } from './rate-limiter.js';
import { SqlRateLimiter } from './sql-rate-limiter.js';
import { SqlReader } from './sql-reader.js';
import { BackgroundJobs } from '../jobs/background-jobs.js';

/**
 * Exposes the MikroORM instance, its EntityManager, the SqlReader on its pool, the RateLimiter and the BackgroundJobs to every module. The ORM is opened before
 * Nest boots (so migrations have run); each request runs in its own EntityManager fork
 * (see `requestContext` in platform/database/request-context.ts).
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(orm: MikroORM): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: MikroORM, useValue: orm },
        { provide: EntityManager, useValue: orm.em },
        SqlReader,
        BackgroundJobs,
        { provide: RateLimiter, useClass: SqlRateLimiter },
      ],
      exports: [MikroORM, EntityManager, SqlReader, RateLimiter, BackgroundJobs],
    };
  }
}
