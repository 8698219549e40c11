import { Migration } from '@mikro-orm/migrations';

export class Migration20261123153513_social extends Migration {

  override name = 'Migration20261123153513_social';

  override up(): void | Promise<void> {
    this.addSql(`create table "notifications" ("id" serial primary key, "user_id" int not null, "kind" varchar(20) not null, "message" text not null, "recipe_id" int null, "actor_id" int null, "read" boolean not null default false, "created_at" timestamptz(6) not null default now());`);
    this.addSql(`create index "notifications_recipe_id_index" on "notifications" ("recipe_id");`);
    this.addSql(`create index "notifications_actor_id_index" on "notifications" ("actor_id");`);
    this.addSql(`create index "notifications_user_created_index" on "notifications" ("user_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "notifications_user_unread_index" on "notifications" ("user_id") where read = false;`);
    this.addSql(`create unique index "notifications_new_recipe_unique" on "notifications" ("user_id", "recipe_id") where kind = 'new-recipe';`);

    this.addSql(`create table "user_follows" ("id" serial primary key, "follower_id" int not null, "following_id" int not null, "created_at" timestamptz(6) not null default now());`);
    this.addSql(`create index "user_follows_following_created_index" on "user_follows" ("following_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "user_follows_follower_created_index" on "user_follows" ("follower_id", "created_at" desc, "id" desc);`);
    this.addSql(`alter table "user_follows" add constraint "user_follows_follower_following_unique" unique ("follower_id", "following_id");`);

    this.addSql(`create index "users_username_trgm_index" on "users" using gin ("username" gin_trgm_ops);`);

    this.addSql(`create index "recipes_public_user_published_index" on "recipes" ("user_id", "published_at" desc, "id" desc) where is_public = true;`);

    this.addSql(`alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_recipe_id_foreign" foreign key ("recipe_id") references "recipes" ("id") on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "user_follows" add constraint "user_follows_follower_id_foreign" foreign key ("follower_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "user_follows" add constraint "user_follows_following_id_foreign" foreign key ("following_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "user_follows" add constraint "user_follows_not_self_check" check (follower_id <> following_id);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notifications" cascade;`);
    this.addSql(`drop table if exists "user_follows" cascade;`);

    this.addSql(`drop index "recipes_public_user_published_index";`);

    this.addSql(`drop index "users_username_trgm_index";`);
  }

}
