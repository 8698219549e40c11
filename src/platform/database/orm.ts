import type { EntitySchema } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import { migrations } from '../../../migrations/index.js';

// Schemas of different entity types side by side: only `any` unifies their type parameters.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EntityList = EntitySchema<any, any>[];

export function ormOptions(clientUrl: string, entities: EntityList) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    allowGlobalContext: false,
    pool: { min: 0, max: 10 },
    migrations: {
      path: 'migrations',
      migrationsList: migrations,
      snapshotName: '.snapshot-savor',
      silent: true,
    },
  });
}

/** Connects to PostgreSQL and applies every pending migration. */
export async function openDatabase(clientUrl: string, entities: EntityList): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(clientUrl, entities));
  await orm.migrator.up();
  return orm;
}
