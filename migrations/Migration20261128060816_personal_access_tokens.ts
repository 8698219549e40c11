import { Migration } from '@mikro-orm/migrations';

export class Migration20261128060816_personal_access_tokens extends Migration {

  override name = 'Migration20261128060816_personal_access_tokens';

  override up(): void | Promise<void> {
    this.addSql(`create table "personal_access_tokens" ("id" serial primary key, "user_id" int not null, "name" varchar(100) not null, "scope" varchar(20) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz(6) null, "last_used_at" timestamptz(6) null, "created_at" timestamptz(6) not null);`);
    this.addSql(`create index "personal_access_tokens_user_id_index" on "personal_access_tokens" ("user_id");`);
    this.addSql(`alter table "personal_access_tokens" add constraint "personal_access_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "personal_access_tokens" add constraint "personal_access_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "personal_access_tokens" add constraint "personal_access_tokens_scope_check" check (scope in ('read', 'read-write', 'admin'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "personal_access_tokens" cascade;`);
  }

}
