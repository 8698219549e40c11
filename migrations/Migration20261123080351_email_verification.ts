import { Migration } from '@mikro-orm/migrations';

export class Migration20261123080351_email_verification extends Migration {

  override name = 'Migration20261123080351_email_verification';

  override up(): void | Promise<void> {
    this.addSql(`create table "account_tokens" ("id" serial primary key, "user_id" int not null, "purpose" varchar(30) not null, "email" varchar(254) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz(6) not null, "used_at" timestamptz(6) null, "created_at" timestamptz(6) not null);`);
    this.addSql(`create index "account_tokens_user_id_index" on "account_tokens" ("user_id");`);
    this.addSql(`alter table "account_tokens" add constraint "account_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);

    this.addSql(`alter table "users" add "email_verified" boolean not null default false;`);
    // Google only signed accounts in with an email it had verified.
    this.addSql(`update "users" set "email_verified" = true where "google_id" is not null;`);

    this.addSql(`alter table "account_tokens" add constraint "account_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create table "password_reset_tokens" ("created_at" timestamptz(6) not null, "expires_at" timestamptz(6) not null, "id" serial primary key, "token_hash" varchar(64) not null, "used_at" timestamptz(6) null, "user_id" int not null);`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);

    this.addSql(`drop table if exists "account_tokens" cascade;`);

    this.addSql(`alter table "users" drop column "email_verified";`);

    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

}
