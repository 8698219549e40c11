import sharp from 'sharp';
import { signedInBrowser } from './support/factories.js';
import { OWN_RECIPE_CARD_FIELDS, recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Browser = Awaited<ReturnType<typeof signedInBrowser>>['browser'];

async function createRecipe(browser: Browser, overrides: Record<string, unknown> = {}) {
  return (await browser.post('/api/recipes').send(recipeInput(overrides)).expect(201)).body as { id: number; [key: string]: unknown };
}

describe('POST /api/recipes', () => {
  it('creates a recipe for the signed-in user, whatever userId the body claims', async () => {
    const { browser, user } = await signedInBrowser(t);
    const other = await signedInBrowser(t);
    const response = await browser
      .post('/api/recipes')
      .send(recipeInput({ userId: other.user.id, name: "Grandma's Apple Pie!", isFavorite: true }))
      .expect(201);
    expect(response.body).toMatchObject({
      userId: user.id,
      name: "Grandma's Apple Pie!",
      slug: 'grandmas-apple-pie',
      isFavorite: true,
      isPublic: false,
      isEdited: false,
      source: 'User-created',
    });
  });

  it('splits ingredient and instruction text by lines and tags by commas, with the spec defaults', async () => {
    const { browser } = await signedInBrowser(t);
    const response = await browser
      .post('/api/recipes')
      .send({
        name: 'Quick Oats',
        description: 'Breakfast in five minutes.',
        cookTime: 5,
        category: 'Breakfast',
        ingredients: '1 cup oats\n\n 2 cups milk \n',
        instructions: 'Simmer.\nServe.',
        tags: ' quick, healthy ,',
        tips: 'Add berries.',
      })
      .expect(201);
    expect(response.body).toMatchObject({
      ingredients: ['1 cup oats', '2 cups milk'],
      instructions: ['Simmer.', 'Serve.'],
      tags: ['quick', 'healthy'],
      tips: ['Add berries.'],
      servings: 4,
      difficulty: 'Medium',
      source: 'AI-generated',
    });
    // Sent without facts: computed from the ingredients (test/nutrition.test.ts has the details).
    expect(response.body.nutritionFacts.calories).toMatch(/^\d+ kcal$/);
  });

  it.each([
    [{ name: '  ' }, 'Recipe name is required'],
    [{ description: '' }, 'Description is required'],
    [{ cookTime: 0 }, 'Cook time must be at least 1 minute'],
    [{ servings: 0 }, 'Servings must be at least 1'],
    [{ ingredients: [] }, 'At least one ingredient is required'],
    [{ instructions: '\n' }, 'At least one instruction is required'],
    [{ imageUrl: 'javascript:alert(1)' }, 'Image must be a data:image/ URL, an http(s):// address or a path starting with /'],
    [{ isModerated: true }, 'Unknown field: isModerated'],
    [{ isPublic: 'yes' }, 'isPublic must be true or false'],
  ])('refuses %j with "%s"', async (change, message) => {
    const { browser } = await signedInBrowser(t);
    const response = await browser.post('/api/recipes').send(recipeInput(change)).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('shares a recipe at once with isPublic: true, but not a copy saved from someone else, and leaves visibility out of edits', async () => {
    const { browser } = await signedInBrowser(t);
    const shared = await createRecipe(browser, { name: 'Shared From The Start', isPublic: true });
    expect(shared).toMatchObject({ isPublic: true });
    const listed = await t.http().get('/api/public-recipes?search=Shared%20From%20The%20Start').expect(200);
    expect(listed.body.map((card: { id: number }) => card.id)).toEqual([shared.id]);
    expect((await createRecipe(browser, { isPublic: false })).isPublic).toBe(false);

    const copy = await browser
      .post('/api/recipes')
      .send(recipeInput({ source: 'Saved from chef_ann', isPublic: true }))
      .expect(403);
    expect(copy.body).toMatchObject({ requiresEdit: true });
    const edit = await browser.patch(`/api/recipes/${shared.id}`).send({ isPublic: false }).expect(400);
    expect(edit.body.message).toBe('Unknown field: isPublic');
  });

  it('stores a data-URL image as a /media file; lists never carry image bytes', async () => {
    const { browser } = await signedInBrowser(t);
    const png = await sharp({ create: { width: 2400, height: 1350, channels: 3, background: '#e67e22' } })
      .png()
      .toBuffer();
    const created = await createRecipe(browser, { imageUrl: `data:image/png;base64,${png.toString('base64')}` });
    expect(created.imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    const image = await t.http().get(String(created.imageUrl)).expect(200);
    expect((await sharp(image.body as Buffer).metadata()).width).toBe(1200);
    const list = await browser.get('/api/recipes').expect(200);
    expect(JSON.stringify(list.body)).not.toContain('data:');
  });

  it('searches accented names without regard to case', async () => {
    const { browser } = await signedInBrowser(t);
    const brulee = await createRecipe(browser, { name: 'Crème Brûlée', category: 'Dessert' });
    const found = await browser.get('/api/recipes').query({ search: 'CRÈME BRÛ' }).expect(200);
    expect(found.body.map((recipe: { id: number }) => recipe.id)).toEqual([brulee.id]);
  });

  it('answers 401 to visitors', async () => {
    await t.http().post('/api/recipes').send(recipeInput()).expect(401);
  });
});

describe('prep and total times and the yield', () => {
  it('are stored as sent (the yield trimmed), and are none when left out or empty', async () => {
    const { browser } = await signedInBrowser(t);
    const bread = await createRecipe(browser, { name: 'Country Loaf', prepTime: 30, cookTime: 45, totalTime: 720, yield: '  Makes 2 loaves ' });
    expect(bread).toMatchObject({ prepTime: 30, cookTime: 45, totalTime: 720, yield: 'Makes 2 loaves' });
    expect((await browser.get(`/api/recipes/${bread.id}`).expect(200)).body).toMatchObject({ prepTime: 30, totalTime: 720, yield: 'Makes 2 loaves' });

    const plain = await createRecipe(browser, { name: 'Plain Rice' });
    expect(plain).toMatchObject({ prepTime: null, totalTime: null, yield: null });
    const blank = await createRecipe(browser, { name: 'Blank Yield', prepTime: null, totalTime: null, yield: '   ' });
    expect(blank).toMatchObject({ prepTime: null, totalTime: null, yield: null });

    // The cook's own list carries the times (the planner's list adds them up); the community's cards do not.
    const cards = (await browser.get('/api/recipes').query({ search: 'Country Loaf' }).expect(200)).body as Record<string, unknown>[];
    const card = cards.find((found) => found.id === bread.id);
    expect(card).toMatchObject({ prepTime: 30, cookTime: 45, totalTime: 720 });
    expect(card).not.toHaveProperty('yield');
    await browser.patch(`/api/recipes/${bread.id}/public`).send({ isPublic: true }).expect(200);
    const publicCards = (await t.http().get('/api/public-recipes').query({ search: 'Country Loaf' }).expect(200)).body as Record<string, unknown>[];
    const publicCard = publicCards.find((found) => found.id === bread.id);
    expect(publicCard).toMatchObject({ id: bread.id, cookTime: 45 });
    expect(publicCard).not.toHaveProperty('prepTime');
    expect(publicCard).not.toHaveProperty('totalTime');
  });

  it.each([
    [{ prepTime: 0 }, 'Prep time must be at least 1 minute'],
    [{ prepTime: '15' }, 'Prep time must be at least 1 minute'],
    [{ prepTime: 100_001 }, 'Prep time is too long'],
    [{ totalTime: 12.5 }, 'Total time must be at least 1 minute'],
    [{ totalTime: -3 }, 'Total time must be at least 1 minute'],
    [{ totalTime: 100_001 }, 'Total time is too long'],
    [{ yield: 'x'.repeat(101) }, 'Yield cannot exceed 100 characters'],
    [{ yield: 12 }, 'Yield must be text'],
    [{ prepMinutes: 10 }, 'Unknown field: prepMinutes'],
  ])('refuses %j with "%s"', async (change, message) => {
    const { browser } = await signedInBrowser(t);
    const response = await browser.post('/api/recipes').send(recipeInput(change)).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('are changed by an edit, cleared with null or an empty yield, and checked as on creation', async () => {
    const { browser } = await signedInBrowser(t);
    const stew = await createRecipe(browser, { name: 'Beef Stew', prepTime: 20, cookTime: 120, totalTime: 150, yield: 'Serves a crowd' });
    const edited = await browser.patch(`/api/recipes/${stew.id}`).send({ prepTime: 25, totalTime: null, yield: '' }).expect(200);
    expect(edited.body).toMatchObject({ prepTime: 25, cookTime: 120, totalTime: null, yield: null, isEdited: true });
    const untouched = await browser.patch(`/api/recipes/${stew.id}`).send({ name: 'Slow Beef Stew' }).expect(200);
    expect(untouched.body).toMatchObject({ prepTime: 25, totalTime: null });
    const refused = await browser.patch(`/api/recipes/${stew.id}`).send({ totalTime: 0 }).expect(400);
    expect(refused.body.message).toBe('Total time must be at least 1 minute');
  });

  it('travel with a saved copy of a public recipe', async () => {
    const author = await signedInBrowser(t);
    const saver = await signedInBrowser(t);
    const tart = await createRecipe(author.browser, { name: 'Plum Tart', prepTime: 30, totalTime: 90, yield: 'One 23 cm tart', isPublic: true });
    const copy = (await saver.browser.post(`/api/recipes/save/${tart.id}`).expect(201)).body;
    expect(copy).toMatchObject({ prepTime: 30, totalTime: 90, yield: 'One 23 cm tart' });
  });
});

describe('GET /api/recipes', () => {
  it('starts a new cook with the private welcome recipes', async () => {
    const { browser, user } = await signedInBrowser(t);
    const list = await browser.get('/api/recipes').expect(200);
    expect(list.body.map((recipe: { name: string }) => recipe.name)).toEqual([
      'Fluffy Buttermilk Pancakes',
      'Sheet-Pan Chicken Thighs with Potatoes',
      'Weeknight Lemon Garlic Spaghetti',
    ]);
    const detail = (await browser.get(`/api/recipes/${list.body[0].id}`).expect(200)).body;
    expect(detail).toMatchObject({ userId: user.id, isWelcomeRecipe: true, isPublic: false, source: 'Savor Kitchen' });
    expect(detail.ingredients.length).toBeGreaterThan(5);
    expect(detail.instructions.length).toBeGreaterThan(3);
  });

  it('lists only my recipes as cards, favourites first then newest, with search and category filters', async () => {
    const { browser } = await signedInBrowser(t);
    const stranger = await signedInBrowser(t);
    await createRecipe(stranger.browser, { name: 'Not Mine Soup' });
    const soup = await createRecipe(browser, { name: 'Tomato Soup', category: 'Lunch', description: 'Velvety and warming.' });
    const cake = await createRecipe(browser, { name: 'Chocolate Cake', category: 'Dessert', description: 'Rich, dark, tomato-free.' });
    const salad = await createRecipe(browser, { name: 'Greek Salad', category: 'Lunch', isFavorite: true });

    const all = await browser.get('/api/recipes').expect(200);
    expect(all.body.slice(0, 3).map((recipe: { id: number }) => recipe.id)).toEqual([salad.id, cake.id, soup.id]);
    expect(all.headers['x-total-count']).toBe('6');
    expect(Object.keys(all.body[0]).sort()).toEqual(OWN_RECIPE_CARD_FIELDS);
    expect(all.body[0].tags).toEqual(['chicken', 'roast']);

    const search = await browser.get('/api/recipes').query({ search: 'TOMATO' }).expect(200);
    expect(search.body.map((recipe: { name: string }) => recipe.name)).toEqual(['Chocolate Cake', 'Tomato Soup']);
    const lunch = await browser.get('/api/recipes').query({ category: 'Lunch' }).expect(200);
    expect(lunch.body.map((recipe: { name: string }) => recipe.name)).toEqual(['Greek Salad', 'Tomato Soup']);
    const firstTwo = await browser.get('/api/recipes').query({ limit: 2 }).expect(200);
    expect(firstTwo.body).toHaveLength(2);
    expect(firstTwo.headers['x-total-count']).toBe('6');
    const wildcard = await browser.get('/api/recipes').query({ search: '%' }).expect(200);
    expect(wildcard.body).toHaveLength(0);

    expect((await browser.get('/api/recipes/categories').expect(200)).body).toEqual(['Breakfast', 'Dessert', 'Dinner', 'Lunch']);
  });

  it('pages through the list from either end: every page in order, the true total even past the end', async () => {
    const { browser } = await signedInBrowser(t);
    for (let i = 0; i < 8; i += 1) await createRecipe(browser, { name: `Stew ${i}`, isFavorite: i % 3 === 0 });
    const all = (await browser.get('/api/recipes').query({ limit: 100 }).expect(200)).body.map((recipe: { id: number }) => recipe.id);
    expect(all).toHaveLength(11);
    for (const limit of [2, 3, 4]) {
      for (let offset = 0; offset <= 12; offset += 1) {
        const page = await browser.get('/api/recipes').query({ limit, offset }).expect(200);
        expect(page.headers['x-total-count']).toBe('11');
        expect(page.body.map((recipe: { id: number }) => recipe.id)).toEqual(all.slice(offset, offset + limit));
      }
    }
  });

  it('pages through a search in the same order, favourites first, with the true total even past the end', async () => {
    const { browser } = await signedInBrowser(t);
    for (let i = 0; i < 7; i += 1) {
      await createRecipe(browser, {
        name: i % 2 ? `Bean Stew ${i}` : `Plain Rice ${i}`,
        description: i === 4 ? 'A stew of sorts.' : 'Simple.',
        isFavorite: i % 3 === 0,
      });
    }
    const everything = (await browser.get('/api/recipes').query({ limit: 100 }).expect(200)).body as { id: number; name: string }[];
    const stews = everything.filter((recipe) => /stew/i.test(recipe.name) || recipe.name === 'Plain Rice 4').map((recipe) => recipe.id);
    expect(stews).toHaveLength(4);
    for (const limit of [1, 3]) {
      for (let offset = 0; offset <= 5; offset += 1) {
        const page = await browser.get('/api/recipes').query({ search: 'STEW', limit, offset }).expect(200);
        expect(page.headers['x-total-count']).toBe('4');
        expect(page.body.map((recipe: { id: number }) => recipe.id)).toEqual(stews.slice(offset, offset + limit));
      }
    }
  });

  it('answers 401 to visitors', async () => {
    await t.http().get('/api/recipes').expect(401);
  });
});

describe('one cook cannot see or change what belongs to another', () => {
  it('hides a private recipe from other users and visitors (404) and shows a public one to everyone', async () => {
    const owner = await signedInBrowser(t);
    const other = await signedInBrowser(t);
    const recipe = await createRecipe(owner.browser);
    await owner.browser.get(`/api/recipes/${recipe.id}`).expect(200);
    expect((await other.browser.get(`/api/recipes/${recipe.id}`).expect(404)).body.message).toBe('Recipe not found');
    await t.http().get(`/api/recipes/${recipe.id}`).expect(404);

    await owner.browser.patch(`/api/recipes/${recipe.id}/public`).send({ isPublic: true }).expect(200);
    await other.browser.get(`/api/recipes/${recipe.id}`).expect(200);
    await t.http().get(`/api/recipes/${recipe.id}`).expect(200);
  });

  it("refuses to edit, delete, favourite or publish someone else's recipe", async () => {
    const owner = await signedInBrowser(t);
    const other = await signedInBrowser(t);
    const secret = await createRecipe(owner.browser, { name: 'Secret Sauce' });
    const shared = await createRecipe(owner.browser, { name: 'Shared Stew' });
    await owner.browser.patch(`/api/recipes/${shared.id}/public`).send({ isPublic: true }).expect(200);

    for (const [id, status] of [
      [secret.id, 404],
      [shared.id, 403],
    ]) {
      await other.browser.patch(`/api/recipes/${id}`).send({ name: 'Hacked' }).expect(status);
      await other.browser.patch(`/api/recipes/${id}`).send({ imageUrl: '/evil.png' }).expect(status);
      await other.browser.delete(`/api/recipes/${id}`).expect(status);
      await other.browser.post(`/api/recipes/${id}/favorite`).send({ isFavorite: true }).expect(status);
      await other.browser
        .patch(`/api/recipes/${id}/public`)
        .send({ isPublic: id === secret.id })
        .expect(status);
    }
    const rows = await t.sql<{ name: string; is_favorite: boolean; is_public: boolean; image_url: string | null }>(
      'select name, is_favorite, is_public, image_url from recipes where id in (?, ?) order by id',
      [secret.id, shared.id],
    );
    expect(rows).toEqual([
      { name: 'Secret Sauce', is_favorite: false, is_public: false, image_url: null },
      { name: 'Shared Stew', is_favorite: false, is_public: true, image_url: null },
    ]);
  });
});

describe('owner actions', () => {
  it('edits, favourites, publishes and deletes', async () => {
    const { browser } = await signedInBrowser(t);
    const recipe = await createRecipe(browser);
    const edited = await browser
      .patch(`/api/recipes/${recipe.id}`)
      .send({ name: 'Better Roast Chicken', ingredients: ['1 chicken'], nutritionFacts: { calories: '500 kcal' } })
      .expect(200);
    expect(edited.body).toMatchObject({ name: 'Better Roast Chicken', ingredients: ['1 chicken'], isEdited: true, description: recipe.description });

    const picture = await browser.patch(`/api/recipes/${recipe.id}`).send({ imageUrl: '/images/chicken.jpg', source: 'Photo-added' }).expect(200);
    expect(picture.body).toMatchObject({ imageUrl: '/images/chicken.jpg', source: 'Photo-added', name: 'Better Roast Chicken' });

    expect((await browser.post(`/api/recipes/${recipe.id}/favorite`).send({ isFavorite: true }).expect(200)).body.isFavorite).toBe(true);
    expect((await browser.patch(`/api/recipes/${recipe.id}/public`).send({ isPublic: true }).expect(200)).body.isPublic).toBe(true);
    expect((await browser.patch(`/api/recipes/${recipe.id}/public`).send({ isPublic: false }).expect(200)).body.isPublic).toBe(false);
    await browser.delete(`/api/recipes/${recipe.id}`).expect(200, { message: 'Recipe deleted' });
    await browser.get(`/api/recipes/${recipe.id}`).expect(404);
  });
});

describe('saving another cook’s public recipe', () => {
  it('copies it with "Saved from {username}", keeps it private until edited, then allows publishing', async () => {
    const creator = await signedInBrowser(t, { username: 'chef_marco' });
    const saver = await signedInBrowser(t);
    const recipe = await createRecipe(creator.browser, { name: 'Risotto alla Milanese' });

    await saver.browser.post(`/api/recipes/save/${recipe.id}`).expect(404);
    await creator.browser.patch(`/api/recipes/${recipe.id}/public`).send({ isPublic: true }).expect(200);
    await creator.browser.post(`/api/recipes/save/${recipe.id}`).expect(400);

    const copy = (await saver.browser.post(`/api/recipes/save/${recipe.id}`).expect(201)).body;
    expect(copy).toMatchObject({
      userId: saver.user.id,
      name: 'Risotto alla Milanese',
      source: 'Saved from chef_marco',
      originalCreatorId: creator.user.id,
      isPublic: false,
      isEdited: false,
    });
    expect(copy.id).not.toBe(recipe.id);

    const refused = await saver.browser.patch(`/api/recipes/${copy.id}/public`).send({ isPublic: true }).expect(403);
    expect(refused.body).toEqual({
      message: 'To share this recipe publicly, you need to edit it first to create your own version. Click the Edit button to make changes.',
      code: 'REQUIRES_EDIT',
      requiresEdit: true,
    });
    await saver.browser
      .patch(`/api/recipes/${copy.id}`)
      .send({ tips: ['Use good saffron.'] })
      .expect(200);
    await saver.browser.patch(`/api/recipes/${copy.id}/public`).send({ isPublic: true }).expect(200);
  });
});
