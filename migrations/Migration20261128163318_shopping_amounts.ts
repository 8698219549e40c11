import { Migration } from '@mikro-orm/migrations';

export class Migration20261128163318_shopping_amounts extends Migration {

  override name = 'Migration20261128163318_shopping_amounts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "shopping_items" add "quantity" numeric(9,3) null, add "unit" varchar(20) null;`);
    this.addSql(`alter table "shopping_items" add constraint "shopping_items_quantity_check" check (quantity > 0);`);
    this.addSql(`alter table "shopping_items" add constraint "shopping_items_unit_check" check (unit is null or quantity is not null);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "shopping_items" drop constraint "shopping_items_quantity_check";`);
    this.addSql(`alter table "shopping_items" drop constraint "shopping_items_unit_check";`);
    this.addSql(`alter table "shopping_items" drop column "quantity", drop column "unit";`);
  }

}
