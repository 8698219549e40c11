import { Migration } from '@mikro-orm/migrations';

export class Migration20261124192444_payments extends Migration {

  override name = 'Migration20261124192444_payments';

  override up(): void | Promise<void> {
    this.addSql(`create table "ticket_packages" ("id" serial primary key, "name" varchar(100) not null, "description" text null, "ticket_amount" int not null, "price" numeric(10,2) not null, "currency" varchar(3) not null default 'USD', "is_active" boolean not null default true, "is_featured" boolean not null default false, "bonus_percentage" int not null default 0, "image_url" text null, "sort_order" int not null default 0, "created_at" timestamptz(6) not null default now(), "updated_at" timestamptz(6) not null default now());`);

    this.addSql(`create table "payment_transactions" ("id" serial primary key, "user_id" int not null, "payment_method_id" int null, "package_id" int not null, "amount" numeric(10,2) not null, "currency" varchar(3) not null default 'USD', "status" varchar(20) not null, "tickets_awarded" int not null default 0, "transaction_reference" varchar(255) null, "capture_id" varchar(255) null, "custom_id" varchar(127) not null, "provider_response" jsonb null, "metadata" jsonb null, "created_at" timestamptz(6) not null default now(), "updated_at" timestamptz(6) not null default now());`);
    this.addSql(`alter table "payment_transactions" add constraint "payment_transactions_transaction_reference_unique" unique ("transaction_reference");`);
    this.addSql(`alter table "payment_transactions" add constraint "payment_transactions_capture_id_unique" unique ("capture_id");`);
    this.addSql(`create index "payment_transactions_user_status_created_index" on "payment_transactions" ("user_id", "status", "created_at");`);

    this.addSql(`alter table "ticket_packages" add constraint "ticket_packages_ticket_amount_check" check (ticket_amount > 0);`);
    this.addSql(`alter table "ticket_packages" add constraint "ticket_packages_price_check" check (price > 0);`);

    this.addSql(`alter table "payment_transactions" add constraint "payment_transactions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "payment_transactions" add constraint "payment_transactions_package_id_foreign" foreign key ("package_id") references "ticket_packages" ("id");`);
    this.addSql(`alter table "payment_transactions" add constraint "payment_transactions_amount_check" check (amount > 0);`);

    // Hand-written: the packs of spec document 2 §9 with their server ids (Standard is featured: popular, the default).
    this.addSql(`insert into "ticket_packages" ("id", "name", "description", "ticket_amount", "price", "currency", "is_featured", "sort_order") values
      (1, 'Starter Pack', '20 tickets', 20, 1.00, 'USD', false, 1),
      (2, 'Standard Pack', '100 tickets', 100, 4.00, 'USD', true, 2),
      (3, 'Premium Pack', '300 tickets', 300, 10.00, 'USD', false, 3);`);
    this.addSql(`select setval(pg_get_serial_sequence('ticket_packages', 'id'), 3);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payment_transactions" drop constraint "payment_transactions_package_id_foreign";`);

    this.addSql(`drop table if exists "ticket_packages" cascade;`);
    this.addSql(`drop table if exists "payment_transactions" cascade;`);
  }

}
