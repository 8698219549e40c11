import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { SqlReader } from './sql-reader.js';

/**
 * Exposes the MikroORM instance, its EntityManager and the SqlReader on its pool to every module. The ORM is opened before
 * Nest boots (so migrations have run); each request runs in its own EntityManager fork
 * (see `requestContext` in platform/database/request-context.ts).
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(orm: MikroORM): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: MikroORM, useValue: orm }, { provide: EntityManager, useValue: orm.em }, SqlReader],
      exports: [MikroORM, EntityManager, SqlReader],
    };
  }
}
