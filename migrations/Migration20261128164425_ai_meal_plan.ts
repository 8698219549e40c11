import { Migration } from '@mikro-orm/migrations';

export class Migration20261128164425_ai_meal_plan extends Migration {

  override name = 'Migration20261128164425_ai_meal_plan';

  override up(): void | Promise<void> {
    this.addSql(`create index "recipes_user_favorite_updated_index" on "recipes" ("user_id", "is_favorite", "updated_at", "id");`);

    // Hand-written: 'Plan my week with Savorus' costs 5 tickets (issue 50); admins may change it.
    this.addSql(`insert into "ticket_costs" ("feature", "cost", "description") values ('ai_meal_plan', 5, 'AI meal plan suggestion') on conflict ("feature") do nothing;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "ticket_costs" where "feature" = 'ai_meal_plan';`);

    this.addSql(`drop index "recipes_user_favorite_updated_index";`);
  }

}
