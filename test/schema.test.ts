import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('has migrations that match the entity mappings exactly', async () => {
  const pending = await t.orm.schema.getUpdateSchemaSQL({ wrap: false });
  expect(pending.trim()).toBe('');
});

it('keeps the rules the database must guard', async () => {
  const indexes = await t.sql<{ indexname: string }>("select indexname from pg_indexes where tablename in ('users', 'sessions')");
  expect(indexes.map((row) => row.indexname)).toEqual(
    expect.arrayContaining(['users_email_unique', 'users_username_lower_unique', 'sessions_user_id_index']),
  );
});

it('keeps the community rules and indexes: one rating per cook and recipe, ratings 1 to 5, the listing and search indexes', async () => {
  const [{ extension }] = await t.sql<{ extension: string }>("select extname as extension from pg_extension where extname = 'pg_trgm'");
  expect(extension).toBe('pg_trgm');
  const indexes = await t.sql<{ indexname: string; indexdef: string }>(
    "select indexname, indexdef from pg_indexes where tablename in ('recipes', 'recipe_comments', 'recipe_ratings', 'recipe_user_photos')",
  );
  const definition = (name: string) => indexes.find((index) => index.indexname === name)?.indexdef;
  expect(definition('recipes_public_published_index')).toMatch(/\(published_at DESC, id DESC\) WHERE \(is_public = true\)/);
  expect(definition('recipes_public_category_published_index')).toMatch(/\(category, published_at DESC, id DESC\) WHERE \(is_public = true\)/);
  expect(definition('recipes_name_trgm_index')).toMatch(/USING gin \(name gin_trgm_ops\) WHERE \(is_public = true\)/);
  expect(definition('recipes_description_trgm_index')).toMatch(/USING gin \(description gin_trgm_ops\) WHERE \(is_public = true\)/);
  expect(definition('recipe_ratings_recipe_user_unique')).toMatch(/UNIQUE INDEX .*\(recipe_id, user_id\)/);
  for (const name of ['recipe_comments_recipe_created_index', 'recipe_user_photos_recipe_created_index', 'recipe_ratings_recipe_updated_index']) {
    expect(definition(name)).toBeDefined();
  }
  const constraints = await t.sql<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
     where conrelid in ('recipe_comments'::regclass, 'recipe_ratings'::regclass, 'recipe_user_photos'::regclass) and contype in ('c', 'f')`,
  );
  expect(constraints.find((c) => c.name === 'recipe_ratings_rating_check')?.definition).toBe('CHECK (((rating >= 1) AND (rating <= 5)))');
  const foreignKeys = constraints.filter((c) => c.definition.startsWith('FOREIGN KEY'));
  expect(foreignKeys).toHaveLength(6);
  expect(foreignKeys.every((c) => c.definition.endsWith('ON DELETE CASCADE'))).toBe(true);
});

it('keeps the social rules and indexes: one follow per pair, nobody follows themselves, one "new recipe" per follower and recipe', async () => {
  const indexes = await t.sql<{ indexname: string; indexdef: string }>(
    "select indexname, indexdef from pg_indexes where tablename in ('user_follows', 'notifications', 'recipes', 'users')",
  );
  const definition = (name: string) => indexes.find((index) => index.indexname === name)?.indexdef;
  expect(definition('user_follows_follower_following_unique')).toMatch(/UNIQUE INDEX .*\(follower_id, following_id\)/);
  expect(definition('user_follows_following_created_index')).toMatch(/\(following_id, created_at DESC, id DESC\)/);
  expect(definition('user_follows_follower_created_index')).toMatch(/\(follower_id, created_at DESC, id DESC\)/);
  expect(definition('notifications_user_created_index')).toMatch(/\(user_id, created_at DESC, id DESC\)/);
  expect(definition('notifications_user_unread_index')).toMatch(/\(user_id\) WHERE \(read = false\)/);
  expect(definition('notifications_new_recipe_unique')).toMatch(
    /UNIQUE INDEX .*\(user_id, recipe_id\) WHERE \(\(kind\)::text = 'new-recipe'::text\)/,
  );
  expect(definition('recipes_public_user_published_index')).toMatch(/\(user_id, published_at DESC, id DESC\) WHERE \(is_public = true\)/);
  expect(definition('users_username_trgm_index')).toMatch(/USING gin \(username gin_trgm_ops\)/);
  const constraints = await t.sql<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
     where conrelid in ('user_follows'::regclass, 'notifications'::regclass) and contype in ('c', 'f')`,
  );
  expect(constraints.find((c) => c.name === 'user_follows_not_self_check')?.definition).toBe('CHECK ((follower_id <> following_id))');
  const foreignKeys = constraints.filter((c) => c.definition.startsWith('FOREIGN KEY'));
  expect(foreignKeys.map((c) => c.name).sort()).toEqual([
    'notifications_actor_id_foreign',
    'notifications_recipe_id_foreign',
    'notifications_user_id_foreign',
    'user_follows_follower_id_foreign',
    'user_follows_following_id_foreign',
  ]);
  expect(foreignKeys.every((c) => c.definition.endsWith('ON DELETE CASCADE'))).toBe(true);
});

it('keeps the inventory rules and indexes: categories of the list, quantities above 0 (a unit only with one), percentages 0 to 100, the lists newest first', async () => {
  const indexes = await t.sql<{ indexname: string; indexdef: string }>(
    "select indexname, indexdef from pg_indexes where tablename in ('shopping_items', 'pantry_items')",
  );
  const definition = (name: string) => indexes.find((index) => index.indexname === name)?.indexdef;
  expect(definition('shopping_items_user_created_index')).toMatch(/\(user_id, created_at DESC, id DESC\)/);
  expect(definition('pantry_items_user_added_index')).toMatch(/\(user_id, added_at DESC, id DESC\)/);
  const constraints = await t.sql<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
     where conrelid in ('shopping_items'::regclass, 'pantry_items'::regclass) and contype in ('c', 'f')`,
  );
  const constraint = (name: string) => constraints.find((c) => c.name === name)?.definition;
  expect(constraint('pantry_items_quantity_check')).toBe('CHECK ((quantity > (0)::numeric))');
  expect(constraint('pantry_items_percentage_check')).toBe('CHECK (((percentage >= 0) AND (percentage <= 100)))');
  expect(constraint('shopping_items_category_check')).toContain("'Canned Goods'::character varying");
  expect(constraint('shopping_items_quantity_check')).toBe('CHECK ((quantity > (0)::numeric))');
  expect(constraint('shopping_items_unit_check')).toBe('CHECK (((unit IS NULL) OR (quantity IS NOT NULL)))');
  for (const name of ['shopping_items_user_id_foreign', 'pantry_items_user_id_foreign']) {
    expect(constraint(name)).toBe('FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE');
  }
  const [user] = await t.sql<{ id: number }>(
    "insert into users (email, username, name) values ('pantry@example.com', 'pantry_rules', 'P') returning id",
  );
  const refused = (sql: string) => expect(t.sql(sql, [user.id])).rejects.toThrow(/violates check constraint/);
  await refused("insert into shopping_items (user_id, name, category) values (?, 'Rice', 'Cereal')");
  await refused("insert into shopping_items (user_id, name, category, quantity, unit) values (?, 'Rice', 'Grains', 0, 'g')");
  await refused("insert into shopping_items (user_id, name, category, unit) values (?, 'Rice', 'Grains', 'g')");
  await refused("insert into pantry_items (user_id, name, quantity) values (?, 'Rice', 0)");
  await refused("insert into pantry_items (user_id, name, percentage) values (?, 'Rice', 101)");
  await refused("insert into pantry_items (user_id, name, percentage) values (?, 'Rice', -1)");
});
