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
