import { Migration } from '@mikro-orm/migrations';

export class Migration20261122060919_cooking_progress extends Migration {

  override name = 'Migration20261122060919_cooking_progress';

  override up(): void | Promise<void> {
    this.addSql(`create table "recipe_progress" ("id" serial primary key, "user_id" int not null, "recipe_id" int not null, "current_step" int not null default 0, "completed_steps" int[] not null default '{}', "is_completed" boolean not null default false, "started_at" timestamptz(6) not null, "last_updated_at" timestamptz(6) not null);`);
    this.addSql(`create index "recipe_progress_recipe_id_index" on "recipe_progress" ("recipe_id");`);
    this.addSql(`alter table "recipe_progress" add constraint "recipe_progress_user_recipe_unique" unique ("user_id", "recipe_id");`);

    this.addSql(`alter table "recipe_progress" add constraint "recipe_progress_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "recipe_progress" add constraint "recipe_progress_recipe_id_foreign" foreign key ("recipe_id") references "recipes" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "recipe_progress" cascade;`);
  }

}
