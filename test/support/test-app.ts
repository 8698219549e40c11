import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { entities } from '../../src/app.entities.js';
import { createApp } from '../../src/app.js';
import { type AppConfig, loadConfig } from '../../src/platform/config/app-config.js';
import { openDatabase } from '../../src/platform/database/orm.js';
import { AppLogger } from '../../src/platform/logging/app-logger.js';
import { contract } from './contract.js';
import { createTestDatabase } from './database.js';

type Assert = (this: { method: string; url: string }, error: unknown, res: request.Response | undefined, fn: unknown) => void;
const originalAssert = (request.Test.prototype as unknown as { assert: Assert }).assert;
/**
 * Every answer an API test receives is checked against openapi.yaml: its status must be declared for the
 * operation and its JSON body must match the declared schema. A breach fails the test that met it.
 */
(request.Test.prototype as unknown as { assert: Assert }).assert = function (this, error, res, fn) {
  const breach = res ? contract().violation(this.method, new URL(this.url).pathname, res.status, res.headers, res.body) : undefined;
  originalAssert.call(this, breach ? new Error(`Contract: ${breach}`) : error, res, fn);
};

export interface TestApp {
  app: NestExpressApplication;
  orm: MikroORM;
  config: AppConfig;
  /** A supertest request builder against the app (no cookies kept). */
  http: () => ReturnType<typeof request>;
  /** A client that keeps cookies between calls, like one browser. */
  browser: () => ReturnType<typeof request.agent>;
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** The app listening on a loopback port, for bursts of truly parallel requests; answers its base URL. */
  url(): Promise<string>;
  close(): Promise<void>;
}

/**
 * What every test server runs with: a fixed session secret, and password hashes at scrypt's cheapest
 * cost (a sign-up at OWASP's 2^17 takes 0.3-0.4 s of CPU, most of an API test's time). The hasher's own
 * spec covers the production cost.
 */
export const TEST_SERVER_ENV = { SESSION_SECRET: 'test-secret', PASSWORD_SCRYPT_N: '1024' };

/**
 * The whole app on its own copy of the migrated database. `options.connectVia` may put something
 * between the app and PostgreSQL (the statement counter of query-count.test.ts): it gets the
 * database URL and answers the one the app uses.
 */
export async function startTestApp(
  env: NodeJS.ProcessEnv = {},
  options: { connectVia?: (databaseUrl: string) => Promise<string> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'savor-test-data-'));
  const config: AppConfig = { ...loadConfig({ DATA_DIR: dataDir, ...TEST_SERVER_ENV, ...env }), logLevel: 'error' };
  const orm = await openDatabase(options.connectVia ? await options.connectVia(database.url) : database.url, entities);
  // Only unexpected server errors are logged: a test that meets one shows its stack in the run's output.
  const app = await createApp(config, orm, { logger: new AppLogger('error'), scheduler: false });
  const server = app.getHttpServer();
  let baseUrl: Promise<string> | undefined;
  return {
    app,
    orm,
    config,
    http: () => request(server),
    browser: () => request.agent(server),
    sql: (query, params = []) => orm.em.getConnection().execute(query, params) as never,
    url: () =>
      (baseUrl ??= app.listen(0, '127.0.0.1').then(() => {
        const address = server.address() as AddressInfo;
        return `http://127.0.0.1:${address.port}`;
      })),
    close: async () => {
      await app.close();
      await orm.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
