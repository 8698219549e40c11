import { jest } from '@jest/globals';
import { signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Counts the SQL statements the app sends while `work` runs. */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  const connection = t.orm.em.getConnection();
  const spy = jest.spyOn(connection, 'execute');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

it('lists my recipes with the same number of SQL statements for 3 or 60 recipes', async () => {
  const { browser } = await signedInBrowser(t);
  const few = await statementsDuring(() => browser.get('/api/recipes').expect(200));
  const values = Array.from({ length: 57 }, (_, index) => index);
  for (const index of values) await browser.post('/api/recipes').send(recipeInput({ name: `Recipe ${index}` })).expect(201);
  let count = 0;
  const many = await statementsDuring(async () => {
    count = (await browser.get('/api/recipes').expect(200)).body.length;
  });
  expect(count).toBe(60);
  expect(many).toBe(few);
  // session lookup, signed-in user check, and the list itself
  expect(many).toBeLessThanOrEqual(4);
});
