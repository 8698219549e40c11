import { Migration } from '@mikro-orm/migrations';

export class Migration20261128200534_recipe_times extends Migration {

  override name = 'Migration20261128200534_recipe_times';

  override up(): void | Promise<void> {
    this.addSql(`alter table "recipes" add "prep_time" int null, add "total_time" int null, add "yield" varchar(100) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "recipes" drop column "prep_time", drop column "total_time", drop column "yield";`);
  }

}
