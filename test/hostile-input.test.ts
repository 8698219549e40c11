import { signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('hostile input gets a clear 4xx, never a 500', () => {
  it.each(['/api/users/99999999999', '/api/users/-1', '/api/users/1.5', '/api/recipes/0', '/api/recipes/2147483648'])(
    'refuses the id in %s',
    async (path) => {
      const response = await t.http().get(path).expect(400);
      expect(response.body.message).toBe('Invalid id: expected a positive whole number');
    },
  );

  it('refuses NUL characters in bodies and addresses', async () => {
    const { browser } = await signedInBrowser(t);
    const body = await browser.post('/api/recipes').send(recipeInput({ name: 'Soup\u0000' })).expect(400);
    expect(body.body.message).toBe('Text must not contain NUL (\\u0000) characters');
    const query = await browser.get('/api/recipes?search=%00').expect(400);
    expect(query.body.message).toBe('Text must not contain NUL (\\u0000) characters');
    await browser.get('/api/check-username/a%00b').expect(400);
  });

  it('refuses wrongly typed fields with a message', async () => {
    const { browser } = await signedInBrowser(t);
    for (const change of [{ name: 42 }, { ingredients: [1, 2] }, { tags: { a: 1 } }, { nutritionFacts: 'lots' }, { cookTime: '2 hours' }]) {
      const response = await browser.post('/api/recipes').send(recipeInput(change)).expect(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
    const register = await t.http().post('/api/register').send({ email: ['a@b.co'], password: { x: 1 }, username: 5 }).expect(400);
    expect(register.body.message).toEqual(expect.any(String));
    await t.http().post('/api/login').send([1, 2, 3]).expect(400);
  });
});
