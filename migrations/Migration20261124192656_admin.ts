import { Migration } from '@mikro-orm/migrations';

export class Migration20261124192656_admin extends Migration {

  override name = 'Migration20261124192656_admin';

  override up(): void | Promise<void> {
    this.addSql(`create index "users_email_trgm_index" on "users" using gin ("email" gin_trgm_ops);`);
    this.addSql(`create index "users_name_trgm_index" on "users" using gin ("name" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "users_email_trgm_index";`);
    this.addSql(`drop index "users_name_trgm_index";`);
  }

}
