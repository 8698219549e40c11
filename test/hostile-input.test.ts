import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
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
    const body = await browser
      .post('/api/recipes')
      .send(recipeInput({ name: 'Soup\u0000' }))
      .expect(400);
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
    const register = await t
      .http()
      .post('/api/register')
      .send({ email: ['a@b.co'], password: { x: 1 }, username: 5 })
      .expect(400);
    expect(register.body.message).toEqual(expect.any(String));
    await t.http().post('/api/login').send([1, 2, 3]).expect(400);
  });

  it.each(['offset=99999999999999999999', 'offset=1000001', 'offset=-1', 'limit=0', 'limit=201', 'limit=1e400', 'offset=abc'])(
    'bounds paging: GET /api/recipes?%s is a 400 with a message',
    async (query) => {
      const { browser } = await signedInBrowser(t);
      const response = await browser.get(`/api/recipes?${query}`).expect(400);
      expect(response.body.message).toMatch(/^(limit|offset) /);
    },
  );

  it.each(['<script>alert("x")</script>', 'Tom & "Jerry\'s" <pie>', 'Bell\u0007 and \u001b[31m escape', `${'a'.repeat(33)}&&& cut here`])(
    'makes a placeholder picture for the name %j',
    async (prompt) => {
      const { browser } = await signedInBrowser(t);
      const response = await browser.post('/api/recipe/generate-image').send({ prompt, category: 'Dessert' }).expect(200);
      expect(response.body.imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    },
  );

  it('answers null for any field of the recipe, profile and progress updates with a 400 and a message, or takes it as none', async () => {
    const { browser } = await signedInBrowser(t);
    const recipe = (await browser.post('/api/recipes').send(recipeInput()).expect(201)).body as { id: number };
    await browser.post(`/api/recipes/${recipe.id}/progress`).send({}).expect(201);
    const targets: [string, string[]][] = [
      [`/api/recipes/${recipe.id}`, [...Object.keys(recipeInput()), 'imageUrl', 'isFavorite', 'nutritionFacts', 'userId']],
      ['/api/user', ['name', 'username', 'email', 'bio', 'profilePicture', 'dietaryRestrictions', 'currentPassword', 'newPassword']],
      [`/api/recipes/${recipe.id}/progress`, ['currentStep', 'completedSteps', 'isCompleted']],
    ];
    for (const [path, fields] of targets) {
      for (const field of fields) {
        const response = await browser.patch(path).send({ [field]: null });
        expect({ path, field, status: response.status < 500 ? 'answered' : response.status }).toEqual({ path, field, status: 'answered' });
        if (response.status >= 400) expect(response.body.message).toEqual(expect.any(String));
      }
    }
    // Nothing was lost on the way: the recipe still has its name and ingredients.
    const kept = (await browser.get(`/api/recipes/${recipe.id}`).expect(200)).body;
    expect(kept.name).toBe(recipeInput().name);
    expect(kept.ingredients).toEqual(recipeInput().ingredients);
  });

  it('names the rule that failed', async () => {
    const { browser } = await signedInBrowser(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: undefined }, 'Recipe name is required'],
      [{ description: undefined }, 'Description is required'],
      [{ name: null }, 'Recipe name is required'],
    ];
    for (const [change, message] of cases) {
      const response = await browser.post('/api/recipes').send(recipeInput(change)).expect(400);
      expect({ change, message: response.body.message }).toEqual({ change, message });
    }
    const cookTime = await browser
      .post('/api/recipes')
      .send(recipeInput({ cookTime: 'abc' }))
      .expect(400);
    expect(cookTime.body.message).not.toBe('Cook time is too long');
    const limit = await browser.get('/api/recipes?limit=abc').expect(400);
    expect(limit.body.message).not.toMatch(/cannot exceed/);
  });

  it('refuses lone UTF-16 surrogates with a 400, never a 500', async () => {
    const lone = '\ud800';
    const register = await t
      .http()
      .post('/api/register')
      .send({ email: `${lone}@example.com`, password: 'secret123', username: 'lone_one' });
    expect(register.status).toBe(400);
    const { browser } = await signedInBrowser(t);
    for (const change of [{ name: `Soup ${lone}` }, { ingredients: [`1 ${lone} onion`] }]) {
      const response = await browser.post('/api/recipes').send(recipeInput(change));
      expect({ change, status: response.status }).toEqual({ change, status: 400 });
      expect(response.body.message).toEqual(expect.any(String));
    }
  });

  it('answers 413 at once to a body declared larger than the limit, without waiting for it', async () => {
    const base = await t.url();
    const { port } = new URL(base);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000000\r\n\r\n{}'),
      );
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
        if (received.includes('\r\n\r\n{')) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('{"message":"Request body is too large"}');
  });

  it('decides who is calling before judging the body: a visitor is 401, a cook on an admin route 403, then 400', async () => {
    const malformed = '{"amount": 5,';
    const visitor = await t.http().post('/api/admin/users/1/add-tickets').set('Content-Type', 'application/json').send(malformed).expect(401);
    expect(visitor.body.message).toEqual(expect.any(String));
    const { browser } = await signedInBrowser(t);
    await browser.post('/api/admin/users/1/add-tickets').set('Content-Type', 'application/json').send(malformed).expect(403);
    const own = await browser.post('/api/shopping').set('Content-Type', 'application/json').send(malformed).expect(400);
    expect(own.body.message).toBe('Request body is not valid JSON');
    const publicRoute = await t.http().post('/api/login').set('Content-Type', 'application/json').send(malformed).expect(400);
    expect(publicRoute.body.message).toBe('Request body is not valid JSON');
  });

  it('gives the large body limit only to the operations that take an image', async () => {
    const { browser } = await signedInBrowser(t);
    const recipe = await browser.post('/api/recipes').send(recipeInput()).expect(201);
    const twoMegabytes = 'x'.repeat(2 * 1024 * 1024);
    const comment = await browser.post(`/api/recipes/${recipe.body.id}/comments`).send({ content: twoMegabytes }).expect(413);
    expect(comment.body.message).toBe('Request body is too large');
    await browser.post('/api/shopping').send({ name: twoMegabytes }).expect(413);
    // An image route reads the same body and judges its fields instead.
    const withImage = await browser
      .patch(`/api/recipes/${recipe.body.id}`)
      .send({ imageUrl: `data:image/png;base64,${twoMegabytes}` })
      .expect(400);
    expect(withImage.body.message).not.toBe('Request body is too large');
  });

  it('reads ids as decimal digits only, and numbers in bodies as JSON numbers only', async () => {
    const { browser } = await signedInBrowser(t);
    const recipe = await browser.post('/api/recipes').send(recipeInput()).expect(201);
    for (const id of [`0${recipe.body.id}`, `+${recipe.body.id}`, `0x${recipe.body.id.toString(16)}`, `${recipe.body.id}.0`, ` ${recipe.body.id}`]) {
      const response = await browser.get(`/api/recipes/${encodeURIComponent(id)}`);
      expect({ id, status: response.status, message: response.body.message }).toEqual({
        id,
        status: 400,
        message: 'Invalid id: expected a positive whole number',
      });
    }
    for (const change of [{ cookTime: '45' }, { servings: '4' }, { cookTime: true }, { servings: [4] }]) {
      const response = await browser.post('/api/recipes').send(recipeInput(change));
      expect({ change, status: response.status }).toEqual({ change, status: 400 });
    }
    const nutrition = await browser.post('/api/recipe/calculate-nutrition').send({ ingredients: ['1 egg'], servings: '2' });
    expect(nutrition.status).toBe(400);
  });

  it('takes an empty nutritionFacts object as none given: the facts are worked out as when the field is absent', async () => {
    const { browser } = await signedInBrowser(t);
    const absent = await browser
      .post('/api/recipes')
      .send(recipeInput({ ingredients: ['2 eggs', '100 g flour'] }))
      .expect(201);
    const empty = await browser
      .post('/api/recipes')
      .send(recipeInput({ ingredients: ['2 eggs', '100 g flour'], nutritionFacts: {} }))
      .expect(201);
    expect(absent.body.nutritionFacts).toEqual(expect.objectContaining({ calories: expect.anything() }));
    expect(empty.body.nutritionFacts).toEqual(absent.body.nutritionFacts);
  });

  it('accepts known nutrients with short values and refuses any other shape', async () => {
    const { browser } = await signedInBrowser(t);
    const fine = await browser
      .post('/api/recipes')
      .send(recipeInput({ nutritionFacts: { calories: '420 kcal', protein: '32g', sodium: 610 } }))
      .expect(201);
    expect(fine.body.nutritionFacts).toEqual({ calories: '420 kcal', protein: '32g', sodium: 610 });

    const manyKeys = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, '1g']));
    const refusals: [unknown, RegExp][] = [
      [manyKeys, /^Unknown nutrition fact: k0/],
      [{ calories: 'x'.repeat(200_000) }, /^Nutrition fact calories must be a number or a short text/],
      [{ protein: { nested: true } }, /^Nutrition fact protein must be/],
      [['420 kcal'], /^Nutrition facts must be an object/],
    ];
    for (const [nutritionFacts, message] of refusals) {
      const response = await browser.post('/api/recipes').send(recipeInput({ nutritionFacts })).expect(400);
      expect(response.body.message).toMatch(message);
      const patch = await browser.patch(`/api/recipes/${fine.body.id}`).send({ nutritionFacts }).expect(400);
      expect(patch.body.message).toMatch(message);
    }
    expect((await browser.get(`/api/recipes/${fine.body.id}`)).body.nutritionFacts).toEqual(fine.body.nutritionFacts);
  });

  it("writes no file when a stranger sends a picture for someone else's recipe", async () => {
    const owner = await signedInBrowser(t);
    const stranger = await signedInBrowser(t);
    const recipe = (await owner.browser.post('/api/recipes').send(recipeInput()).expect(201)).body;
    await owner.browser.patch(`/api/recipes/${recipe.id}/public`).send({ isPublic: true }).expect(200);
    const media = join(t.config.dataDir, 'media');
    const filesBefore = existsSync(media) ? readdirSync(media).length : 0;
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    await stranger.browser
      .patch(`/api/recipes/${recipe.id}`)
      .send({ imageUrl: `data:image/png;base64,${png.toString('base64')}` })
      .expect(403);
    expect(existsSync(media) ? readdirSync(media).length : 0).toBe(filesBefore);
  });
});
