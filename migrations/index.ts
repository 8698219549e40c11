import type { Migration } from '@mikro-orm/migrations';
import { Migration20261122054042 } from './Migration20261122054042.js';

type MigrationClass = new (...args: any[]) => Migration;

/** Every migration in order; `npm run migration:create` rewrites this list. */
export const migrations: { name: string; class: MigrationClass }[] = [
  { name: 'Migration20261122054042', class: Migration20261122054042 },
];
