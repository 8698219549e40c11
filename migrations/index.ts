import type { Migration } from '@mikro-orm/migrations';
import { Migration20261122055007 } from './Migration20261122055007.js';

type MigrationClass = new (...args: any[]) => Migration;

/** Every migration in order; `npm run migration:create` rewrites this list. */
export const migrations: { name: string; class: MigrationClass }[] = [
  { name: 'Migration20261122055007', class: Migration20261122055007 },
];
