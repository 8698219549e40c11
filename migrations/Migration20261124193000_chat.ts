import { Migration } from '@mikro-orm/migrations';

export class Migration20261124193000_chat extends Migration {

  override name = 'Migration20261124193000_chat';

  override up(): void | Promise<void> {
    this.addSql(`create table "chat_messages" ("id" serial primary key, "user_id" int not null, "role" varchar(20) not null, "content" text not null, "created_at" timestamptz(6) not null default now());`);
    this.addSql(`create index "chat_messages_user_id_index" on "chat_messages" ("user_id", "id");`);

    this.addSql(`create table "chat_meters" ("id" serial primary key, "user_id" int not null, "messages_sent" int not null default 0, "epoch" int not null default 0);`);
    this.addSql(`alter table "chat_meters" add constraint "chat_meters_user_id_unique" unique ("user_id");`);

    this.addSql(`alter table "chat_messages" add constraint "chat_messages_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "chat_messages" add constraint "chat_messages_role_check" check (role in ('user', 'assistant'));`);
    this.addSql(`alter table "chat_meters" add constraint "chat_meters_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "chat_meters" add constraint "chat_meters_messages_sent_check" check (messages_sent >= 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "chat_messages" cascade;`);
    this.addSql(`drop table if exists "chat_meters" cascade;`);
  }

}
