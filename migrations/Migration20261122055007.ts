import { Migration } from '@mikro-orm/migrations';

export class Migration20261122055007 extends Migration {

  override name = 'Migration20261122055007';

  override up(): void | Promise<void> {
    this.addSql(`create table "auth_attempts" ("id" bigserial primary key, "key" varchar(300) not null, "at" timestamptz(6) not null);`);
    this.addSql(`create index "auth_attempts_key_at_index" on "auth_attempts" ("key", "at");`);

    this.addSql(`create table "users" ("id" serial primary key, "email" varchar(254) not null, "username" varchar(20) not null, "name" varchar(100) not null, "password_hash" text null, "bio" text null, "profile_picture" text null, "dietary_restrictions" text[] not null default '{}', "google_id" varchar(255) null, "is_admin" boolean not null default false, "created_at" timestamptz(6) not null default now(), "last_login_at" timestamptz(6) null);`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_google_id_unique" unique ("google_id");`);
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);

    this.addSql(`create table "sessions" ("sid" varchar(64) not null, "user_id" int null, "data" jsonb not null, "expires_at" timestamptz(6) not null, primary key ("sid"));`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(`create table "password_reset_tokens" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz(6) not null, "used_at" timestamptz(6) null, "created_at" timestamptz(6) not null);`);
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);
    this.addSql(`alter table "password_reset_tokens" drop constraint "password_reset_tokens_user_id_foreign";`);

    this.addSql(`drop table if exists "auth_attempts" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);
  }

}
