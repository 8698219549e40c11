import { Migration } from '@mikro-orm/migrations';

export class Migration20261122055833_recipe_images extends Migration {

  override name = 'Migration20261122055833_recipe_images';

  override up(): void | Promise<void> {
    this.addSql(`create table "recipe_images" ("id" serial primary key, "recipe_name" varchar(200) not null, "recipe_category" varchar(50) not null, "image_url" text not null, "html_description" text null, "color_palette" jsonb null, "created_at" timestamptz(6) not null, "updated_at" timestamptz(6) not null);`);
    this.addSql(`alter table "recipe_images" add constraint "recipe_images_name_category_unique" unique ("recipe_name", "recipe_category");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "recipe_images" cascade;`);
  }

}
