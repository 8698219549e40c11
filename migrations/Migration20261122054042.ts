import { Migration } from '@mikro-orm/migrations';

export class Migration20261122054042 extends Migration {

  override name = 'Migration20261122054042';

  override up(): void | Promise<void> {
    this.addSql(`create table "sign_in_failures" ("id" bigserial primary key, "key" varchar(300) not null, "failed_at" timestamptz(6) not null);`);
    this.addSql(`create index "sign_in_failures_key_failed_at_index" on "sign_in_failures" ("key", "failed_at");`);

    this.addSql(`create table "users" ("id" serial primary key, "email" varchar(254) not null, "username" varchar(20) not null, "name" varchar(100) not null, "password_hash" text null, "bio" text null, "profile_picture" text null, "dietary_restrictions" text[] not null default '{}', "google_id" varchar(255) null, "is_admin" boolean not null default false, "created_at" timestamptz(6) not null default now(), "last_login_at" timestamptz(6) null);`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_google_id_unique" unique ("google_id");`);
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);

    this.addSql(`create table "sessions" ("sid" varchar(64) not null, "user_id" int null, "data" jsonb not null, "expires_at" timestamptz(6) not null, primary key ("sid"));`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);

    this.addSql(`drop table if exists "sign_in_failures" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
  }

}
