import { Migration } from '@mikro-orm/migrations';

export class Migration20261128112028_outbox extends Migration {

  override name = 'Migration20261128112028_outbox';

  override up(): void | Promise<void> {
    this.addSql(`create table "outbox_events" ("id" serial primary key, "name" varchar(100) not null, "payload" jsonb not null, "created_at" timestamptz(6) not null default now(), "available_at" timestamptz(6) not null default now(), "attempts" int not null default 0, "last_error" text null, "delivered_at" timestamptz(6) null);`);
    this.addSql(`create index "outbox_events_pending_index" on "outbox_events" ("available_at", "id") where delivered_at is null;`);
    this.addSql(`create index "outbox_events_delivered_index" on "outbox_events" ("delivered_at") where delivered_at is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "outbox_events" cascade;`);
  }

}
