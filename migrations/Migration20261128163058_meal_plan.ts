import { Migration } from '@mikro-orm/migrations';

export class Migration20261128163058_meal_plan extends Migration {

  override name = 'Migration20261128163058_meal_plan';

  override up(): void | Promise<void> {
    this.addSql(`create table "meal_plan_feeds" ("id" serial primary key, "user_id" int not null, "token" varchar(64) not null, "created_at" timestamptz(6) not null default now());`);
    this.addSql(`alter table "meal_plan_feeds" add constraint "meal_plan_feeds_user_id_unique" unique ("user_id");`);
    this.addSql(`alter table "meal_plan_feeds" add constraint "meal_plan_feeds_token_unique" unique ("token");`);

    this.addSql(`create table "meal_plan_entries" ("id" serial primary key, "user_id" int not null, "date" date not null, "meal" varchar(10) not null, "position" int not null, "recipe_id" int null, "note" varchar(200) null, "servings" smallint null, "created_at" timestamptz(6) not null default now());`);
    this.addSql(`create index "meal_plan_entries_user_date_index" on "meal_plan_entries" ("user_id", "date", "meal", "position");`);
    this.addSql(`create index "meal_plan_entries_recipe_id_index" on "meal_plan_entries" ("recipe_id");`);

    this.addSql(`alter table "meal_plan_feeds" add constraint "meal_plan_feeds_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "meal_plan_entries" add constraint "meal_plan_entries_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "meal_plan_entries" add constraint "meal_plan_entries_recipe_id_foreign" foreign key ("recipe_id") references "recipes" ("id") on delete cascade;`);
    this.addSql(`alter table "meal_plan_entries" add constraint "meal_plan_entries_meal_check" check (meal in ('Breakfast', 'Lunch', 'Dinner', 'Snack'));`);
    this.addSql(`alter table "meal_plan_entries" add constraint "meal_plan_entries_recipe_or_note_check" check ((recipe_id is null) <> (note is null));`);
    this.addSql(`alter table "meal_plan_entries" add constraint "meal_plan_entries_servings_check" check (servings is null or servings between 1 and 100);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "meal_plan_feeds" cascade;`);
    this.addSql(`drop table if exists "meal_plan_entries" cascade;`);
  }

}
