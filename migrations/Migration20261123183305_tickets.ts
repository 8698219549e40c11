import { Migration } from '@mikro-orm/migrations';

export class Migration20261123183305_tickets extends Migration {

  override name = 'Migration20261123183305_tickets';

  override up(): void | Promise<void> {
    this.addSql(`create table "ticket_costs" ("id" serial primary key, "feature" varchar(50) not null, "cost" int not null, "description" text not null, "is_active" boolean not null default true, "updated_at" timestamptz(6) not null default now());`);
    this.addSql(`alter table "ticket_costs" add constraint "ticket_costs_feature_unique" unique ("feature");`);

    this.addSql(`create table "ticket_transactions" ("id" serial primary key, "user_id" int not null, "amount" int not null, "type" varchar(50) not null, "description" text not null, "metadata" jsonb null, "balance_after" int not null, "created_at" timestamptz(6) not null default now(), "related_entity_id" varchar(50) null, "related_entity_type" varchar(50) null, "idempotency_key" varchar(120) null);`);
    this.addSql(`create index "ticket_transactions_user_created_index" on "ticket_transactions" ("user_id", "created_at" desc, "id" desc);`);
    this.addSql(`alter table "ticket_transactions" add constraint "ticket_transactions_user_idempotency_key_unique" unique ("user_id", "idempotency_key");`);

    this.addSql(`create table "recipe_interaction_awards" ("id" serial primary key, "user_id" int not null, "recipe_id" int not null, "interaction_type" varchar(20) not null, "tickets" int not null, "announced" boolean not null default false, "created_at" timestamptz(6) not null default now());`);
    this.addSql(`create index "recipe_interaction_awards_recipe_id_index" on "recipe_interaction_awards" ("recipe_id");`);
    this.addSql(`create index "recipe_interaction_awards_user_created_index" on "recipe_interaction_awards" ("user_id", "created_at");`);
    this.addSql(`alter table "recipe_interaction_awards" add constraint "recipe_interaction_awards_unique" unique ("user_id", "recipe_id", "interaction_type");`);

    this.addSql(`create table "login_streaks" ("id" serial primary key, "user_id" int not null, "current_streak" int not null default 0, "longest_streak" int not null default 0, "last_login_date" date null, "updated_at" timestamptz(6) not null default now());`);
    this.addSql(`alter table "login_streaks" add constraint "login_streaks_user_id_unique" unique ("user_id");`);

    this.addSql(`create table "user_tickets" ("id" serial primary key, "user_id" int not null, "balance" int not null default 0, "lifetime_earned" int not null default 0, "lifetime_spent" int not null default 0, "updated_at" timestamptz(6) not null default now());`);
    this.addSql(`alter table "user_tickets" add constraint "user_tickets_user_id_unique" unique ("user_id");`);

    this.addSql(`alter table "ticket_costs" add constraint "ticket_costs_cost_check" check (cost >= 0);`);

    this.addSql(`alter table "ticket_transactions" add constraint "ticket_transactions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "ticket_transactions" add constraint "ticket_transactions_amount_check" check (amount <> 0);`);
    this.addSql(`alter table "ticket_transactions" add constraint "ticket_transactions_balance_after_check" check (balance_after >= 0);`);
    this.addSql(`create or replace function "ticket_transactions_append_only_fn"() returns trigger as $$ begin if tg_op = 'DELETE' and not exists (select 1 from users where id = old.user_id) then return old; end if; raise exception 'ticket_transactions is append-only'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "append_only" BEFORE UPDATE OR DELETE on "ticket_transactions" for each ROW execute function "ticket_transactions_append_only_fn"();`);
    // Hand-written (the ORM does not see TRUNCATE triggers): no TRUNCATE empties the ledger either.
    this.addSql(`create function "ticket_transactions_no_truncate_fn"() returns trigger as $$ begin raise exception 'ticket_transactions is append-only'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "no_truncate" before truncate on "ticket_transactions" for each statement execute function "ticket_transactions_no_truncate_fn"();`);

    // Hand-written: the costs of DECISIONS.md (Tickets).
    this.addSql(`insert into "ticket_costs" ("feature", "cost", "description") values
      ('ai_chat', 1, 'AI chat: 1 ticket per 5 messages'),
      ('photo_upload', 10, 'Recipe photo analysis'),
      ('ai_recipe', 5, 'AI recipe generation'),
      ('ai_image', 2, 'AI recipe image'),
      ('ai_nutrition', 1, 'AI nutrition facts');`);

    this.addSql(`alter table "recipe_interaction_awards" add constraint "recipe_interaction_awards_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "recipe_interaction_awards" add constraint "recipe_interaction_awards_recipe_id_foreign" foreign key ("recipe_id") references "recipes" ("id") on delete cascade;`);
    this.addSql(`alter table "recipe_interaction_awards" add constraint "recipe_interaction_awards_type_check" check (interaction_type in ('rating', 'comment', 'photo'));`);
    this.addSql(`alter table "recipe_interaction_awards" add constraint "recipe_interaction_awards_tickets_check" check (tickets > 0);`);

    this.addSql(`alter table "login_streaks" add constraint "login_streaks_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "user_tickets" add constraint "user_tickets_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "user_tickets" add constraint "user_tickets_balance_check" check (balance >= 0);`);
    this.addSql(`alter table "user_tickets" add constraint "user_tickets_lifetime_check" check (lifetime_earned >= 0 and lifetime_spent >= 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ticket_costs" cascade;`);
    this.addSql(`drop trigger if exists "append_only" on "ticket_transactions";`);
    this.addSql(`drop function if exists "ticket_transactions_append_only_fn"();`);
    this.addSql(`drop trigger if exists "no_truncate" on "ticket_transactions";`);
    this.addSql(`drop function if exists "ticket_transactions_no_truncate_fn"();`);
    this.addSql(`drop table if exists "ticket_transactions" cascade;`);
    this.addSql(`drop table if exists "recipe_interaction_awards" cascade;`);
    this.addSql(`drop table if exists "login_streaks" cascade;`);
    this.addSql(`drop table if exists "user_tickets" cascade;`);
  }

}
