import { Migration } from '@mikro-orm/migrations';

export class Migration20261128110007_ledger_audit extends Migration {

  override name = 'Migration20261128110007_ledger_audit';

  override up(): void | Promise<void> {
    this.addSql(`create table "admin_audit_log" ("id" serial primary key, "admin_id" int not null, "action" varchar(40) not null, "target_type" varchar(20) not null, "target_id" varchar(60) not null, "summary" text not null, "details" jsonb not null, "ip" varchar(64) null, "created_at" timestamptz(6) not null default now());`);
    this.addSql(`create index "admin_audit_log_created_index" on "admin_audit_log" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "admin_audit_log_admin_created_index" on "admin_audit_log" ("admin_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "admin_audit_log_action_created_index" on "admin_audit_log" ("action", "created_at" desc, "id" desc);`);

    this.addSql(`alter table "ticket_transactions" drop constraint "ticket_transactions_user_id_foreign";`);

    this.addSql(`alter table "payment_transactions" drop constraint "payment_transactions_user_id_foreign";`);

    this.addSql(`drop trigger if exists "append_only" on "ticket_transactions";`);
    this.addSql(`drop function if exists "ticket_transactions_append_only_fn"();`);
    this.addSql(`alter table "ticket_transactions" add "user_deleted_at" timestamptz(6) null;`);
    this.addSql(`alter table "ticket_transactions" alter column "user_id" drop not null;`);
    this.addSql(`alter table "ticket_transactions" add constraint "ticket_transactions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`create or replace function "ticket_transactions_append_only_fn"() returns trigger as $$ begin if tg_op = 'UPDATE' and old.user_id is not null and new.user_id is null
          and not exists (select 1 from users where id = old.user_id)
          and to_jsonb(new) - 'user_id' - 'user_deleted_at' = to_jsonb(old) - 'user_id' - 'user_deleted_at' then
        new.user_deleted_at := now();         return new;       end if;       raise exception 'ticket_transactions is append-only'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "append_only" BEFORE UPDATE OR DELETE on "ticket_transactions" for each ROW execute function "ticket_transactions_append_only_fn"();`);

    this.addSql(`alter table "payment_transactions" add "user_deleted_at" timestamptz(6) null;`);
    this.addSql(`alter table "payment_transactions" alter column "user_id" drop not null;`);
    this.addSql(`alter table "payment_transactions" add constraint "payment_transactions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`create or replace function "payment_transactions_detach_deleted_buyer_fn"() returns trigger as $$ begin if old.user_id is not null and new.user_id is null then new.user_deleted_at := now(); end if; return new; end; $$ language plpgsql;`);
    this.addSql(`create trigger "detach_deleted_buyer" BEFORE UPDATE on "payment_transactions" for each ROW execute function "payment_transactions_detach_deleted_buyer_fn"();`);

    this.addSql(`create or replace function "admin_audit_log_append_only_fn"() returns trigger as $$ begin raise exception 'admin_audit_log is append-only'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "append_only" BEFORE UPDATE OR DELETE on "admin_audit_log" for each ROW execute function "admin_audit_log_append_only_fn"();`);
    // Hand-written (the ORM does not see TRUNCATE triggers): no TRUNCATE empties the log either.
    this.addSql(`create trigger "no_truncate" before truncate on "admin_audit_log" for each statement execute function "admin_audit_log_append_only_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "no_truncate" on "admin_audit_log";`);
    this.addSql(`drop trigger if exists "append_only" on "admin_audit_log";`);
    this.addSql(`drop function if exists "admin_audit_log_append_only_fn"();`);
    this.addSql(`drop table if exists "admin_audit_log" cascade;`);

    this.addSql(`alter table "payment_transactions" drop constraint "payment_transactions_user_id_foreign";`);

    this.addSql(`alter table "ticket_transactions" drop constraint "ticket_transactions_user_id_foreign";`);

    this.addSql(`drop trigger if exists "detach_deleted_buyer" on "payment_transactions";`);
    this.addSql(`drop function if exists "payment_transactions_detach_deleted_buyer_fn"();`);
    this.addSql(`alter table "payment_transactions" drop column "user_deleted_at";`);
    this.addSql(`alter table "payment_transactions" alter column "user_id" set not null;`);
    this.addSql(`alter table "payment_transactions" add constraint "payment_transactions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`drop trigger if exists "append_only" on "ticket_transactions";`);
    this.addSql(`drop function if exists "ticket_transactions_append_only_fn"();`);
    this.addSql(`alter table "ticket_transactions" drop column "user_deleted_at";`);
    this.addSql(`alter table "ticket_transactions" alter column "user_id" set not null;`);
    this.addSql(`alter table "ticket_transactions" add constraint "ticket_transactions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`create or replace function "ticket_transactions_append_only_fn"() returns trigger as $$ begin if tg_op = 'DELETE' and not exists (select 1 from users where id = old.user_id) then return old; end if; raise exception 'ticket_transactions is append-only'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "append_only" BEFORE UPDATE OR DELETE on "ticket_transactions" for each ROW execute function "ticket_transactions_append_only_fn"();`);
  }

}
