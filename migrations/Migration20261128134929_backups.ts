import { Migration } from '@mikro-orm/migrations';

export class Migration20261128134929_backups extends Migration {

  override name = 'Migration20261128134929_backups';

  override up(): void | Promise<void> {
    this.addSql(`create table "backups" ("id" serial primary key, "status" varchar(10) not null default 'queued', "trigger" varchar(10) not null, "requested_by" int null, "file_name" varchar(100) null, "size" bigint null, "progress_done" int not null default 0, "progress_total" int not null default 0, "error" text null, "created_at" timestamptz(6) not null default now(), "started_at" timestamptz(6) null, "finished_at" timestamptz(6) null);`);
    this.addSql(`create index "backups_created_index" on "backups" ("created_at" desc, "id" desc);`);
    this.addSql(`create unique index "backups_one_pending" on "backups" ((true)) where status in ('queued', 'running');`);

    this.addSql(`alter table "backups" add constraint "backups_status_check" check (status in ('queued', 'running', 'done', 'failed'));`);
    this.addSql(`alter table "backups" add constraint "backups_trigger_check" check (trigger in ('manual', 'scheduled', 'cli'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "backups" cascade;`);
  }

}
