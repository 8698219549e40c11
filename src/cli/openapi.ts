/**
 * `npm run openapi`: writes openapi.yaml from the controllers, without a database or a server.
 * The ORM is constructed but never connected; no request is served.
 */
import { writeFileSync } from 'node:fs';
import { MikroORM } from '@mikro-orm/postgresql';
import { stringify } from 'yaml';
import { entities } from '../app.entities.js';
import { createApp, describeApi } from '../app.js';
import { loadConfig } from '../platform/config/app-config.js';
import { ormOptions } from '../platform/database/orm.js';

async function main(): Promise<void> {
  const config = { ...loadConfig({ SESSION_SECRET: 'openapi-export' }), logLevel: 'error' as const };
  const orm = new MikroORM(ormOptions('postgresql://offline@127.0.0.1:1/offline', entities));
  const app = await createApp(config, orm, { logger: false, scheduler: false });
  const document = describeApi(app);
  writeFileSync(process.argv[2] ?? 'openapi.yaml', stringify(document, { aliasDuplicateObjects: false }));
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
