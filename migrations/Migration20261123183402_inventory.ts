import { Migration } from '@mikro-orm/migrations';

export class Migration20261123183402_inventory extends Migration {

  override name = 'Migration20261123183402_inventory';

  override up(): void | Promise<void> {
    this.addSql(`create table "shopping_items" ("id" serial primary key, "user_id" int not null, "name" varchar(200) not null, "category" varchar(20) not null, "checked" boolean not null default false, "created_at" timestamptz(6) not null default now());`);
    this.addSql(`create index "shopping_items_user_created_index" on "shopping_items" ("user_id", "created_at" desc, "id" desc);`);

    this.addSql(`create table "pantry_items" ("id" serial primary key, "user_id" int not null, "name" varchar(200) not null, "quantity" numeric(9,3) not null default 1, "unit" varchar(20) not null default 'item', "percentage" smallint not null default 100, "added_at" timestamptz(6) not null default now());`);
    this.addSql(`create index "pantry_items_user_added_index" on "pantry_items" ("user_id", "added_at" desc, "id" desc);`);

    this.addSql(`alter table "shopping_items" add constraint "shopping_items_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "shopping_items" add constraint "shopping_items_category_check" check (category in ('Produce', 'Meat', 'Dairy', 'Grains', 'Bakery', 'Canned Goods', 'Frozen Foods', 'Snacks', 'Beverages', 'Condiments', 'Spices', 'Other'));`);

    this.addSql(`alter table "pantry_items" add constraint "pantry_items_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "pantry_items" add constraint "pantry_items_quantity_check" check (quantity > 0);`);
    this.addSql(`alter table "pantry_items" add constraint "pantry_items_percentage_check" check (percentage >= 0 and percentage <= 100);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "shopping_items" cascade;`);
    this.addSql(`drop table if exists "pantry_items" cascade;`);
  }

}
