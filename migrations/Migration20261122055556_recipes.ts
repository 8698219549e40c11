import { Migration } from '@mikro-orm/migrations';

export class Migration20261122055556_recipes extends Migration {

  override name = 'Migration20261122055556_recipes';

  override up(): void | Promise<void> {
    this.addSql(`create table "recipes" ("id" serial primary key, "user_id" int not null, "name" varchar(200) not null, "description" text not null, "image_url" text null, "cook_time" int not null, "servings" int not null default 4, "difficulty" varchar(20) not null default 'Medium', "category" varchar(50) not null, "ingredients" text[] not null, "instructions" text[] not null, "tags" text[] not null default '{}', "tips" text[] not null default '{}', "nutrition_facts" jsonb null, "is_favorite" boolean not null default false, "is_public" boolean not null default false, "is_moderated" boolean not null default false, "is_edited" boolean not null default false, "source" varchar(200) not null default 'AI-generated', "original_creator_id" int null, "is_welcome_recipe" boolean not null default false, "created_at" timestamptz(6) not null default now(), "updated_at" timestamptz(6) not null default now());`);
    this.addSql(`create index "recipes_user_favorite_id_index" on "recipes" ("user_id", "is_favorite", "id");`);
    this.addSql(`create index "recipes_user_category_index" on "recipes" ("user_id", "category");`);
    this.addSql(`create index "recipes_public_id_index" on "recipes" ("id") where is_public = true;`);

    this.addSql(`alter table "recipes" add constraint "recipes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "recipes" add constraint "recipes_original_creator_id_foreign" foreign key ("original_creator_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "recipes" cascade;`);
  }

}
