// Each request works in an EntityManager fork of its own, made only when the request first touches
// an entity: the lists read through the SqlReader and never pay for one.
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { jest } from '@jest/globals';
import type { NextFunction, Request, Response } from 'express';
import { entities } from '../src/app.entities.js';
import { UserSchema } from '../src/modules/auth/index.js';
import { openDatabase } from '../src/platform/database/orm.js';
import { requestContext } from '../src/platform/database/request-context.js';
import { SqlReader } from '../src/platform/database/sql-reader.js';
import { createTestDatabase } from './support/database.js';

let orm: MikroORM;
let database: { drop(): Promise<void> };
let userId: number;

beforeAll(async () => {
  const created = await createTestDatabase();
  database = created;
  orm = await openDatabase(created.url, entities);
  const [row] = await orm.em
    .getConnection()
    .execute<{ id: number }[]>(`insert into users (email, username, name) values ('fork@example.com', 'fork_cook', 'Fork Cook') returning id`);
  userId = row.id;
});
afterAll(async () => {
  await orm.close();
  await database.drop();
});

/** Runs `work` as the body of one request passed through the middleware. */
function inRequest<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const next: NextFunction = () => void work().then(resolve, reject);
    requestContext(orm)({} as Request, {} as Response, next);
  });
}

const em = () => orm.em as EntityManager;

it('gives a request one fork of its own, the same wherever the request asks for it', async () => {
  const [first, again] = await inRequest(async () => {
    const before = em().getContext();
    await new Promise((resolve) => setImmediate(resolve));
    return [before, em().getContext()];
  });
  expect(first).toBe(again);
  expect(first).not.toBe(orm.em);

  const [mine, theirs] = await Promise.all([
    inRequest(() => em().findOneOrFail(UserSchema, userId)),
    inRequest(() => em().findOneOrFail(UserSchema, userId)),
  ]);
  expect(mine.username).toBe('fork_cook');
  expect(mine).not.toBe(theirs); // two identity maps
});

it('forks nothing for a request that reads through the SqlReader alone, and once for one that loads entities', async () => {
  const fork = jest.spyOn(orm.em, 'fork');
  try {
    const rows = await inRequest(() => new SqlReader(em()).rows<{ username: string }>('select username from users where id = $1', [userId]));
    expect(rows).toEqual([{ username: 'fork_cook' }]);
    expect(fork).not.toHaveBeenCalled();

    await inRequest(async () => {
      await em().findOneOrFail(UserSchema, userId);
      await em().find(UserSchema, {});
    });
    expect(fork).toHaveBeenCalledTimes(1);
  } finally {
    fork.mockRestore();
  }
});

it('refuses entity work outside a request, as MikroORM does without a context', async () => {
  await expect(em().findOne(UserSchema, userId)).rejects.toThrow(/global EntityManager/);
});
