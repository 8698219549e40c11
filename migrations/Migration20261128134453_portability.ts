import { Migration } from '@mikro-orm/migrations';

export class Migration20261128134453_portability extends Migration {

  override name = 'Migration20261128134453_portability';

  override up(): void | Promise<void> {
    this.addSql(`create table "data_exports" ("id" serial primary key, "user_id" int not null, "total" int not null default 0, "processed" int not null default 0, "file_name" varchar(100) null, "size" int null, "expires_at" timestamptz(6) null, "status" varchar(10) not null default 'queued', "attempts" int not null default 0, "heartbeat_at" timestamptz(6) null, "error" text null, "created_at" timestamptz(6) not null default now(), "finished_at" timestamptz(6) null);`);
    this.addSql(`create index "data_exports_user_index" on "data_exports" ("user_id", "id");`);
    this.addSql(`create index "data_exports_pending_index" on "data_exports" ("id") where status in ('queued', 'running');`);
    this.addSql(`create index "data_exports_expires_index" on "data_exports" ("expires_at");`);
    this.addSql(`create unique index "data_exports_one_running_index" on "data_exports" ("user_id") where status in ('queued', 'running');`);

    this.addSql(`create table "collection_imports" ("id" serial primary key, "user_id" int not null, "format" varchar(20) not null, "file_name" varchar(255) not null, "file" bytea null, "total" int not null default 0, "processed" int not null default 0, "imported" int not null default 0, "skipped" int not null default 0, "failed" int not null default 0, "status" varchar(10) not null default 'queued', "attempts" int not null default 0, "heartbeat_at" timestamptz(6) null, "error" text null, "created_at" timestamptz(6) not null default now(), "finished_at" timestamptz(6) null);`);
    this.addSql(`create index "collection_imports_user_index" on "collection_imports" ("user_id", "id");`);
    this.addSql(`create index "collection_imports_pending_index" on "collection_imports" ("id") where status in ('queued', 'running');`);
    this.addSql(`create unique index "collection_imports_one_running_index" on "collection_imports" ("user_id") where status in ('queued', 'running');`);

    this.addSql(`create table "collection_import_items" ("id" serial primary key, "import_id" int not null, "position" int not null, "name" varchar(200) not null, "outcome" varchar(10) not null, "recipe_id" int null, "reason" text null);`);
    this.addSql(`create index "collection_import_items_recipe_id_index" on "collection_import_items" ("recipe_id");`);
    this.addSql(`alter table "collection_import_items" add constraint "collection_import_items_position_unique" unique ("import_id", "position");`);

    this.addSql(`create index "recipes_user_lower_name_index" on "recipes" ("user_id", lower("name"));`);

    this.addSql(`alter table "data_exports" add constraint "data_exports_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "data_exports" add constraint "data_exports_status_check" check (status in ('queued', 'running', 'done', 'failed'));`);

    this.addSql(`alter table "collection_imports" add constraint "collection_imports_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "collection_imports" add constraint "collection_imports_status_check" check (status in ('queued', 'running', 'done', 'failed'));`);

    this.addSql(`alter table "collection_import_items" add constraint "collection_import_items_import_id_foreign" foreign key ("import_id") references "collection_imports" ("id") on delete cascade;`);
    this.addSql(`alter table "collection_import_items" add constraint "collection_import_items_recipe_id_foreign" foreign key ("recipe_id") references "recipes" ("id") on delete set null;`);
    this.addSql(`alter table "collection_import_items" add constraint "collection_import_items_outcome_check" check (outcome in ('imported', 'duplicate', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "collection_import_items" drop constraint "collection_import_items_import_id_foreign";`);

    this.addSql(`drop table if exists "data_exports" cascade;`);
    this.addSql(`drop table if exists "collection_imports" cascade;`);
    this.addSql(`drop table if exists "collection_import_items" cascade;`);

    this.addSql(`drop index "recipes_user_lower_name_index";`);
  }

}
