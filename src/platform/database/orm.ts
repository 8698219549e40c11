import type { EntitySchema } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import pg from 'pg';
import { migrations } from '../../../migrations/index.js';
import { requestEntityManager } from './request-context.js';

// Schemas of different entity types side by side: only `any` unifies their type parameters.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EntityList = EntitySchema<any, any>[];

export function ormOptions(clientUrl: string, entities: EntityList, { snapshotOnMigrate = true } = {}) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    allowGlobalContext: false,
    context: requestEntityManager,
    pool: { min: 0, max: 10 },
    migrations: {
      path: 'migrations',
      migrationsList: migrations,
      snapshotName: '.snapshot-savor',
      // Off for a restore, which migrates to an older version: the snapshot describes the newest.
      snapshotOnMigrate,
      silent: true,
    },
  });
}

/** Arbitrary constant naming the migrations' PostgreSQL advisory lock. */
const MIGRATION_LOCK = 727_000;

/**
 * Runs `work` holding the migrations' advisory lock on a connection of its own: of several instances
 * starting together, one migrates while the others wait, then find nothing left to do. The lock goes
 * with the connection, so an instance that dies while migrating does not block the others.
 */
async function underMigrationLock(clientUrl: string, work: () => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: clientUrl });
  client.on('error', () => undefined); // a dropped connection fails the query below instead
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK]);
    if (!rows[0].locked) {
      Logger.log('Another instance is migrating the database: waiting for it to finish', 'Savor');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    }
    await work();
  } finally {
    await client.end();
  }
}

/**
 * Connects to PostgreSQL without migrating: for a restore, which migrates an empty database itself, to the
 * backup's version, in its own transaction.
 */
export function connectDatabase(clientUrl: string, entities: EntityList): Promise<MikroORM> {
  return MikroORM.init(ormOptions(clientUrl, entities, { snapshotOnMigrate: false }));
}

/** Connects to PostgreSQL and applies every pending migration (one instance at a time). */
export async function openDatabase(clientUrl: string, entities: EntityList): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(clientUrl, entities));
  try {
    await underMigrationLock(clientUrl, async () => {
      const pending = await orm.migrator.getPending();
      if (pending.length === 0) return;
      Logger.log(`Updating the database: ${pending.length} ${pending.length === 1 ? 'migration' : 'migrations'} to apply`, 'Savor');
      await orm.migrator.up();
    });
  } catch (error) {
    await orm.close();
    throw error;
  }
  return orm;
}
