import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { type DynamicModule, Global, Module } from '@nestjs/common';

/**
 * Exposes the MikroORM instance and its EntityManager to every module. The ORM is opened before
 * Nest boots (so migrations have run); each request runs in its own EntityManager fork
 * (see `requestContext` in platform/http/bootstrap.ts).
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
      ],
      exports: [MikroORM, EntityManager],
    };
  }
}
