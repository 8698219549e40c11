import { Migration } from '@mikro-orm/migrations';

export class Migration20261129014854_counters_and_feed extends Migration {

  override name = 'Migration20261129014854_counters_and_feed';

  override up(): void | Promise<void> {
    // The owner's search index pairs a plain column with trigrams in one GIN index.
    this.addSql(`create extension if not exists btree_gin;`);
    this.addSql(`create table "admin_statistics_deltas" ("id" bigserial primary key, "name" varchar(60) not null, "delta" bigint not null);`);
    this.addSql(`create table "cook_counts" ("user_id" int not null, "followers" int not null default 0, "following" int not null default 0, "public_recipes" int not null default 0, primary key ("user_id"));`);
    this.addSql(`create index "cook_counts_suggestion_index" on "cook_counts" ("followers" desc, "public_recipes" desc, "user_id") where public_recipes > 0;`);
    this.addSql(`create table "feed_entries" ("user_id" int not null, "recipe_id" int not null, "published_at" timestamptz(6) not null, primary key ("user_id", "recipe_id"));`);
    this.addSql(`create index "feed_entries_user_published_index" on "feed_entries" ("user_id", "published_at" desc, "recipe_id" desc);`);
    this.addSql(`create index "feed_entries_recipe_id_index" on "feed_entries" ("recipe_id");`);
    this.addSql(`create index "recipes_owner_search_index" on "recipes" using gin ("user_id", "name" gin_trgm_ops, "description" gin_trgm_ops);`);
    this.addSql(`alter table "cook_counts" add constraint "cook_counts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "feed_entries" add constraint "feed_entries_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "feed_entries" add constraint "feed_entries_recipe_id_foreign" foreign key ("recipe_id") references "recipes" ("id") on update cascade on delete cascade;`);

    // Hand-written: the triggers' functions (statement triggers with transition tables, which the ORM cannot map:
    // table-triggers.ts), then the triggers, then the rows the existing data gives the counters and the feeds.
    this.addSql(`create or replace function "admin_statistics_users_fn"() returns trigger as $$ begin
  if tg_op = 'INSERT' then
    insert into admin_statistics_deltas (name, delta) select 'users', count(*) from new_rows having count(*) > 0;
  else
    insert into admin_statistics_deltas (name, delta) select 'users', -count(*) from old_rows having count(*) > 0;
  end if;
  return null;
end; $$ language plpgsql;`);
    this.addSql(`create or replace function "admin_statistics_recipes_fn"() returns trigger as $$ begin
  if tg_op = 'INSERT' then
    insert into admin_statistics_deltas (name, delta)
      select name, sum(delta) from (select 'recipes' as name, 1 as delta from new_rows union all select 'recipes:' || category, 1 from new_rows) changes
      group by name;
  elsif tg_op = 'DELETE' then
    insert into admin_statistics_deltas (name, delta)
      select name, -sum(delta) from (select 'recipes' as name, 1 as delta from old_rows union all select 'recipes:' || category, 1 from old_rows) changes
      group by name;
  else
    insert into admin_statistics_deltas (name, delta)
      select name, sum(delta) from (select 'recipes:' || category as name, 1 as delta from new_rows union all select 'recipes:' || category, -1 from old_rows) changes
      group by name having sum(delta) <> 0;
  end if;
  return null;
end; $$ language plpgsql;`);
    this.addSql(`create or replace function "admin_statistics_tickets_fn"() returns trigger as $$ begin
  if tg_op = 'INSERT' then
    insert into admin_statistics_deltas (name, delta) select 'tickets', sum(balance) from new_rows having coalesce(sum(balance), 0) <> 0;
  elsif tg_op = 'DELETE' then
    insert into admin_statistics_deltas (name, delta) select 'tickets', -sum(balance) from old_rows having coalesce(sum(balance), 0) <> 0;
  else
    insert into admin_statistics_deltas (name, delta)
      select 'tickets', sum(delta) from (select balance as delta from new_rows union all select -balance from old_rows) changes having sum(delta) <> 0;
  end if;
  return null;
end; $$ language plpgsql;`);
    this.addSql(`create or replace function "cook_counts_and_feed_fn"() returns trigger as $$ begin
  if tg_op = 'INSERT' then
    -- The counts first: their row locks (in cook order) are what a publication of the followed cook waits on.
    insert into cook_counts (user_id, followers, following)
      select user_id, sum(followers), sum(following)
      from (select following_id as user_id, 1 as followers, 0 as following from new_rows
            union all select follower_id, 0, 1 from new_rows) edges
      group by user_id order by user_id
      on conflict (user_id) do update set followers = cook_counts.followers + excluded.followers, following = cook_counts.following + excluded.following;
    insert into feed_entries (user_id, recipe_id, published_at)
      select n.follower_id, r.id, r.published_at from new_rows n join recipes r on r.user_id = n.following_id and r.is_public
      on conflict (user_id, recipe_id) do nothing;
  else
    -- A deleted cook's edges go with their row (and their counts and feed): only cooks still there are counted down.
    insert into cook_counts (user_id, followers, following)
      select edges.user_id, -sum(followers), -sum(following)
      from (select following_id as user_id, 1 as followers, 0 as following from old_rows
            union all select follower_id, 0, 1 from old_rows) edges
      join users u on u.id = edges.user_id
      group by edges.user_id order by edges.user_id
      on conflict (user_id) do update set followers = cook_counts.followers + excluded.followers, following = cook_counts.following + excluded.following;
    delete from feed_entries e using old_rows o, recipes r
      where r.user_id = o.following_id and r.is_public and e.user_id = o.follower_id and e.recipe_id = r.id;
  end if;
  return null;
end; $$ language plpgsql;`);
    this.addSql(`create or replace function "recipes_cook_counts_and_feed_fn"() returns trigger as $$ begin
  -- First each author's public recipes counted (in cook order): that row's lock is the one a follow of the
  -- author takes, so of a publication and a follow that cross, the second sees the first's rows.
  if tg_op = 'INSERT' then
    insert into cook_counts (user_id, public_recipes)
      select user_id, count(*) from new_rows where is_public group by user_id order by user_id
      on conflict (user_id) do update set public_recipes = cook_counts.public_recipes + excluded.public_recipes;
    insert into feed_entries (user_id, recipe_id, published_at)
      select f.follower_id, n.id, n.published_at from new_rows n join user_follows f on f.following_id = n.user_id
      where n.is_public and n.published_at is not null
      on conflict (user_id, recipe_id) do update set published_at = excluded.published_at;
  elsif tg_op = 'UPDATE' then
    insert into cook_counts (user_id, public_recipes)
      select n.user_id, count(*) filter (where n.is_public) - count(*) filter (where o.is_public)
      from new_rows n join old_rows o on o.id = n.id
      where o.is_public is distinct from n.is_public or o.published_at is distinct from n.published_at
      group by n.user_id order by n.user_id
      on conflict (user_id) do update set public_recipes = cook_counts.public_recipes + excluded.public_recipes;
    delete from feed_entries e using new_rows n join old_rows o on o.id = n.id
      where e.recipe_id = n.id and o.is_public and not n.is_public;
    insert into feed_entries (user_id, recipe_id, published_at)
      select f.follower_id, n.id, n.published_at from new_rows n join old_rows o on o.id = n.id join user_follows f on f.following_id = n.user_id
      where n.is_public and n.published_at is not null and (not o.is_public or o.published_at is distinct from n.published_at)
      on conflict (user_id, recipe_id) do update set published_at = excluded.published_at;
  else
    -- A deleted recipe leaves the feeds by its foreign key; a deleted cook's counts go with their row.
    insert into cook_counts (user_id, public_recipes)
      select o.user_id, -count(*) from old_rows o join users u on u.id = o.user_id
      where o.is_public group by o.user_id order by o.user_id
      on conflict (user_id) do update set public_recipes = cook_counts.public_recipes + excluded.public_recipes;
  end if;
  return null;
end; $$ language plpgsql;`);
    this.addSql(`create trigger "admin_statistics_insert" after insert on "users" referencing new table as new_rows for each statement execute function "admin_statistics_users_fn"();`);
    this.addSql(`create trigger "admin_statistics_delete" after delete on "users" referencing old table as old_rows for each statement execute function "admin_statistics_users_fn"();`);
    this.addSql(`create trigger "admin_statistics_insert" after insert on "recipes" referencing new table as new_rows for each statement execute function "admin_statistics_recipes_fn"();`);
    this.addSql(`create trigger "admin_statistics_update" after update on "recipes" referencing old table as old_rows new table as new_rows for each statement execute function "admin_statistics_recipes_fn"();`);
    this.addSql(`create trigger "admin_statistics_delete" after delete on "recipes" referencing old table as old_rows for each statement execute function "admin_statistics_recipes_fn"();`);
    this.addSql(`create trigger "cook_counts_and_feed_insert" after insert on "recipes" referencing new table as new_rows for each statement execute function "recipes_cook_counts_and_feed_fn"();`);
    this.addSql(`create trigger "cook_counts_and_feed_update" after update on "recipes" referencing old table as old_rows new table as new_rows for each statement execute function "recipes_cook_counts_and_feed_fn"();`);
    this.addSql(`create trigger "cook_counts_delete" after delete on "recipes" referencing old table as old_rows for each statement execute function "recipes_cook_counts_and_feed_fn"();`);
    this.addSql(`create trigger "cook_counts_and_feed_insert" after insert on "user_follows" referencing new table as new_rows for each statement execute function "cook_counts_and_feed_fn"();`);
    this.addSql(`create trigger "cook_counts_and_feed_delete" after delete on "user_follows" referencing old table as old_rows for each statement execute function "cook_counts_and_feed_fn"();`);
    this.addSql(`create trigger "admin_statistics_insert" after insert on "user_tickets" referencing new table as new_rows for each statement execute function "admin_statistics_tickets_fn"();`);
    this.addSql(`create trigger "admin_statistics_update" after update on "user_tickets" referencing old table as old_rows new table as new_rows for each statement execute function "admin_statistics_tickets_fn"();`);
    this.addSql(`create trigger "admin_statistics_delete" after delete on "user_tickets" referencing old table as old_rows for each statement execute function "admin_statistics_tickets_fn"();`);
    this.addSql(`insert into admin_statistics_deltas (name, delta) select 'users', count(*) from users having count(*) > 0;`);
    this.addSql(`insert into admin_statistics_deltas (name, delta) select 'recipes', count(*) from recipes having count(*) > 0;`);
    this.addSql(`insert into admin_statistics_deltas (name, delta) select 'recipes:' || category, count(*) from recipes group by category;`);
    this.addSql(`insert into admin_statistics_deltas (name, delta) select 'tickets', sum(balance) from user_tickets having coalesce(sum(balance), 0) <> 0;`);
    this.addSql(`insert into cook_counts (user_id, followers, following, public_recipes)
  select user_id, sum(followers), sum(following), sum(public_recipes)
  from (select following_id as user_id, 1 as followers, 0 as following, 0 as public_recipes from user_follows
        union all select follower_id, 0, 1, 0 from user_follows
        union all select user_id, 0, 0, 1 from recipes where is_public) counted
  group by user_id;`);
    this.addSql(`insert into feed_entries (user_id, recipe_id, published_at)
  select f.follower_id, r.id, r.published_at from user_follows f join recipes r on r.user_id = f.following_id and r.is_public and r.published_at is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "cook_counts_and_feed_insert" on "recipes";`);
    this.addSql(`drop trigger if exists "cook_counts_and_feed_update" on "recipes";`);
    this.addSql(`drop trigger if exists "cook_counts_delete" on "recipes";`);
    this.addSql(`drop function if exists "recipes_cook_counts_and_feed_fn"();`);
    this.addSql(`drop trigger if exists "cook_counts_and_feed_insert" on "user_follows";`);
    this.addSql(`drop trigger if exists "cook_counts_and_feed_delete" on "user_follows";`);
    this.addSql(`drop function if exists "cook_counts_and_feed_fn"();`);
    for (const table of ['users', 'recipes', 'user_tickets']) {
      for (const event of ['insert', 'update', 'delete']) this.addSql(`drop trigger if exists "admin_statistics_${event}" on "${table}";`);
    }
    this.addSql(`drop function if exists "admin_statistics_users_fn"();`);
    this.addSql(`drop function if exists "admin_statistics_recipes_fn"();`);
    this.addSql(`drop function if exists "admin_statistics_tickets_fn"();`);
    this.addSql(`drop index "recipes_owner_search_index";`);
    this.addSql(`drop table if exists "admin_statistics_deltas" cascade;`);
    this.addSql(`drop table if exists "cook_counts" cascade;`);
    this.addSql(`drop table if exists "feed_entries" cascade;`);
  }

}
