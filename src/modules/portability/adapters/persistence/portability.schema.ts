import { EntitySchema } from '@mikro-orm/core';
import { UserSchema } from '../../../auth/index.js';
import { RecipeSchema } from '../../../recipes/index.js';

const JOB_STATUSES = "status in ('queued', 'running', 'done', 'failed')";

/** The columns every background job table has (claimed by claimNextJob). */
const jobColumns = {
  status: { type: 'string', length: 10, default: 'queued' },
  attempts: { type: 'integer', default: 0 },
  heartbeatAt: { type: 'datetime', length: 6, nullable: true },
  error: { type: 'text', nullable: true },
  createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
  finishedAt: { type: 'datetime', length: 6, nullable: true },
} as const;

export interface CollectionImportRow {
  id: number;
  userId: number;
  format: string;
  fileName: string;
  /** The uploaded file, kept until the import ends so any instance can run or resume it. */
  file: Buffer | null;
  total: number;
  processed: number;
  imported: number;
  skipped: number;
  failed: number;
  status: string;
  attempts: number;
  heartbeatAt: Date | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export const CollectionImportSchema = new EntitySchema<CollectionImportRow>({
  name: 'CollectionImportRow',
  tableName: 'collection_imports',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { kind: 'm:1', entity: () => UserSchema as never, mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade' },
    format: { type: 'string', length: 20 },
    fileName: { type: 'string', length: 255 },
    file: { type: 'blob', nullable: true },
    total: { type: 'integer', default: 0 },
    processed: { type: 'integer', default: 0 },
    imported: { type: 'integer', default: 0 },
    skipped: { type: 'integer', default: 0 },
    failed: { type: 'integer', default: 0 },
    ...jobColumns,
  },
  checks: [{ name: 'collection_imports_status_check', expression: JOB_STATUSES }],
  indexes: [
    { name: 'collection_imports_user_index', properties: ['userId', 'id'] },
    {
      name: 'collection_imports_pending_index',
      expression: `create index "collection_imports_pending_index" on "collection_imports" ("id") where status in ('queued', 'running')`,
    },
    // One import at a time per cook, decided by the database whatever arrives at once.
    {
      name: 'collection_imports_one_running_index',
      expression: `create unique index "collection_imports_one_running_index" on "collection_imports" ("user_id") where status in ('queued', 'running')`,
    },
  ],
});

export interface CollectionImportItemRow {
  id: number;
  importId: number;
  position: number;
  name: string;
  outcome: string;
  recipeId: number | null;
  reason: string | null;
}

export const CollectionImportItemSchema = new EntitySchema<CollectionImportItemRow>({
  name: 'CollectionImportItemRow',
  tableName: 'collection_import_items',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    importId: { kind: 'm:1', entity: () => CollectionImportSchema as never, mapToPk: true, fieldName: 'import_id', deleteRule: 'cascade' },
    position: { type: 'integer' },
    name: { type: 'string', length: 200 },
    outcome: { type: 'string', length: 10 },
    recipeId: {
      kind: 'm:1',
      entity: () => RecipeSchema as never,
      mapToPk: true,
      fieldName: 'recipe_id',
      deleteRule: 'set null',
      nullable: true,
      index: 'collection_import_items_recipe_id_index',
    },
    reason: { type: 'text', nullable: true },
  },
  checks: [{ name: 'collection_import_items_outcome_check', expression: "outcome in ('imported', 'duplicate', 'failed')" }],
  uniques: [{ name: 'collection_import_items_position_unique', properties: ['importId', 'position'] }],
});

export interface DataExportRow {
  id: number;
  userId: number;
  total: number;
  processed: number;
  /** The zip's name in the media store, once written. */
  fileName: string | null;
  size: number | null;
  expiresAt: Date | null;
  status: string;
  attempts: number;
  heartbeatAt: Date | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export const DataExportSchema = new EntitySchema<DataExportRow>({
  name: 'DataExportRow',
  tableName: 'data_exports',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { kind: 'm:1', entity: () => UserSchema as never, mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade' },
    total: { type: 'integer', default: 0 },
    processed: { type: 'integer', default: 0 },
    fileName: { type: 'string', length: 100, nullable: true },
    size: { type: 'integer', nullable: true },
    expiresAt: { type: 'datetime', length: 6, nullable: true },
    ...jobColumns,
  },
  checks: [{ name: 'data_exports_status_check', expression: JOB_STATUSES }],
  indexes: [
    { name: 'data_exports_user_index', properties: ['userId', 'id'] },
    {
      name: 'data_exports_pending_index',
      expression: `create index "data_exports_pending_index" on "data_exports" ("id") where status in ('queued', 'running')`,
    },
    { name: 'data_exports_expires_index', properties: ['expiresAt'] },
    {
      name: 'data_exports_one_running_index',
      expression: `create unique index "data_exports_one_running_index" on "data_exports" ("user_id") where status in ('queued', 'running')`,
    },
  ],
});
