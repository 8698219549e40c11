import { Migration } from '@mikro-orm/migrations';

export class Migration20261128164251_idempotent_requests extends Migration {

  override name = 'Migration20261128164251_idempotent_requests';

  override up(): void | Promise<void> {
    this.addSql(`create table "idempotent_requests" ("id" serial primary key, "user_id" int not null, "key" varchar(100) not null, "fingerprint" varchar(64) not null, "status" smallint null, "body" jsonb null, "created_at" timestamptz(6) not null default now());`);
    this.addSql(`create index "idempotent_requests_created_at_index" on "idempotent_requests" ("created_at");`);
    this.addSql(`alter table "idempotent_requests" add constraint "idempotent_requests_user_key_unique" unique ("user_id", "key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "idempotent_requests" cascade;`);
  }

}
