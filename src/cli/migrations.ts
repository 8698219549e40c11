/**
 * `npm run migration:create [-- name]`: diffs the entity mappings against the committed migrations
 * (on a throwaway embedded PostgreSQL, or DATABASE_URL) and writes the next migration to migrations/.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { entities } from '../app.entities.js';
import { startEmbeddedPostgres } from '../platform/database/embedded-postgres.js';
import { openDatabase } from '../platform/database/orm.js';

/** The migrations/index.ts that lists every migration file in order. */
function migrationIndex(files: string[]): string {
  const names = files
    .filter((file) => /^Migration\d+.*\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
  return [
    "import type { Migration } from '@mikro-orm/migrations';",
    ...names.map((name) => `import { ${name} } from './${name}.js';`),
    '',
    'type MigrationClass = new (...args: ConstructorParameters<typeof Migration>) => Migration;',
    '',
    '/** Every migration in order; `npm run migration:create` rewrites this list. */',
    'export const migrations: { name: string; class: MigrationClass }[] = [',
    ...names.map((name) => `  { name: '${name}', class: ${name} },`),
    '];',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const [command, name] = process.argv.slice(2);
  if (command !== 'create') throw new Error('usage: migrations create [name]');
  const dataDir = mkdtempSync(join(tmpdir(), 'savor-migrations-'));
  const postgres = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(dataDir);
  try {
    await postgres?.createDatabase('savor');
    const orm = await openDatabase(process.env.DATABASE_URL ?? postgres!.url('savor'), entities);
    const result = await orm.migrator.create('migrations', false, false, name);
    await orm.close();
    if (!result.fileName) {
      console.log('No changes: the migrations already match the entities.');
      return;
    }
    writeFileSync(join('migrations', 'index.ts'), migrationIndex(readdirSync('migrations')));
    console.log(`Wrote migrations/${result.fileName}`);
  } finally {
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
