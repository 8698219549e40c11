import { Migration } from '@mikro-orm/migrations';

export class Migration20261128111244_housekeeping extends Migration {

  override name = 'Migration20261128111244_housekeeping';

  override up(): void | Promise<void> {
    this.addSql(`create index "notifications_created_index" on "notifications" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "notifications_created_index";`);
  }

}
