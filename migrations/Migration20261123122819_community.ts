import { Migration } from '@mikro-orm/migrations';

export class Migration20261123122819_community extends Migration {

  override name = 'Migration20261123122819_community';

  override up(): void | Promise<void> {
    // The community listing's search (a case-insensitive substring) runs on trigram indexes.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "recipe_ratings" ("id" serial primary key, "recipe_id" int not null, "user_id" int not null, "rating" smallint not null, "created_at" timestamptz(6) not null default now(), "updated_at" timestamptz(6) not null default now());`);
    this.addSql(`create index "recipe_ratings_user_id_index" on "recipe_ratings" ("user_id");`);
    this.addSql(`create index "recipe_ratings_recipe_updated_index" on "recipe_ratings" ("recipe_id", "updated_at", "id");`);
    this.addSql(`alter table "recipe_ratings" add constraint "recipe_ratings_recipe_user_unique" unique ("recipe_id", "user_id");`);

    this.addSql(`create table "recipe_user_photos" ("id" serial primary key, "recipe_id" int not null, "user_id" int not null, "photo_url" text not null, "caption" varchar(200) null, "is_approved" boolean not null default true, "created_at" timestamptz(6) not null default now());`);
    this.addSql(`create index "recipe_user_photos_user_id_index" on "recipe_user_photos" ("user_id");`);
    this.addSql(`create index "recipe_user_photos_recipe_created_index" on "recipe_user_photos" ("recipe_id", "created_at", "id");`);

    this.addSql(`create table "recipe_comments" ("id" serial primary key, "recipe_id" int not null, "user_id" int not null, "content" text not null, "created_at" timestamptz(6) not null default now(), "updated_at" timestamptz(6) not null default now());`);
    this.addSql(`create index "recipe_comments_user_id_index" on "recipe_comments" ("user_id");`);
    this.addSql(`create index "recipe_comments_recipe_created_index" on "recipe_comments" ("recipe_id", "created_at", "id");`);

    this.addSql(`alter table "recipes" add "published_at" timestamptz(6) null, add "rating_count" int not null default 0, add "rating_sum" int not null default 0;`);
    // Recipes that are public already were shared when they were created, as far as anyone can tell.
    this.addSql(`update "recipes" set "published_at" = "created_at" where is_public = true;`);
    this.addSql(`create index "recipes_public_published_index" on "recipes" ("published_at" desc, "id" desc) where is_public = true;`);
    this.addSql(`create index "recipes_public_category_published_index" on "recipes" ("category", "published_at" desc, "id" desc) where is_public = true;`);
    this.addSql(`create index "recipes_name_trgm_index" on "recipes" using gin ("name" gin_trgm_ops) where is_public = true;`);
    this.addSql(`create index "recipes_description_trgm_index" on "recipes" using gin ("description" gin_trgm_ops) where is_public = true;`);

    this.addSql(`alter table "recipe_ratings" add constraint "recipe_ratings_recipe_id_foreign" foreign key ("recipe_id") references "recipes" ("id") on delete cascade;`);
    this.addSql(`alter table "recipe_ratings" add constraint "recipe_ratings_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "recipe_ratings" add constraint "recipe_ratings_rating_check" check (rating >= 1 and rating <= 5);`);

    this.addSql(`alter table "recipe_user_photos" add constraint "recipe_user_photos_recipe_id_foreign" foreign key ("recipe_id") references "recipes" ("id") on delete cascade;`);
    this.addSql(`alter table "recipe_user_photos" add constraint "recipe_user_photos_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "recipe_comments" add constraint "recipe_comments_recipe_id_foreign" foreign key ("recipe_id") references "recipes" ("id") on delete cascade;`);
    this.addSql(`alter table "recipe_comments" add constraint "recipe_comments_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "recipe_ratings" cascade;`);
    this.addSql(`drop table if exists "recipe_user_photos" cascade;`);
    this.addSql(`drop table if exists "recipe_comments" cascade;`);

    this.addSql(`drop index "recipes_public_published_index";`);
    this.addSql(`drop index "recipes_public_category_published_index";`);
    this.addSql(`drop index "recipes_name_trgm_index";`);
    this.addSql(`drop index "recipes_description_trgm_index";`);
    this.addSql(`alter table "recipes" drop column "published_at", drop column "rating_count", drop column "rating_sum";`);
  }

}
