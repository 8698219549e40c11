// GET /api/public-recipes: the community listing (issue 13), open to visitors, keyset-paginated.
import { signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Cook = Awaited<ReturnType<typeof signedInBrowser>>;
interface Card {
  id: number;
  name: string;
  category: string;
  username: string;
  averageRating: number;
  totalRatings: number;
  [key: string]: unknown;
}

let tokenSequence = 0;
/** A word no other test's recipes contain, to search for this test's recipes only. */
const uniqueWord = () => `Qx${Date.now().toString(36)}${(tokenSequence += 1)}`;

async function recipeOf(cook: Cook, overrides: Record<string, unknown> = {}, isPublic = true): Promise<{ id: number }> {
  const recipe = (await cook.browser.post('/api/recipes').send(recipeInput(overrides)).expect(201)).body as { id: number };
  if (isPublic) await cook.browser.patch(`/api/recipes/${recipe.id}/public`).send({ isPublic: true }).expect(200);
  return recipe;
}

/** Every card of a listing, following X-Next-Cursor page by page. */
async function walk(query: string, limit: number): Promise<{ cards: Card[]; pages: number }> {
  const cards: Card[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const response = await t
      .http()
      .get(`/api/public-recipes?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      .expect(200);
    pages += 1;
    expect(response.body.length).toBeLessThanOrEqual(limit);
    cards.push(...(response.body as Card[]));
    cursor = response.headers['x-next-cursor'];
    if (cursor) expect(response.body).toHaveLength(limit);
    if (pages > 100) throw new Error('the cursor does not end');
  } while (cursor);
  return { cards, pages };
}

it('lists public recipes only, to visitors, newest shared first, as cards with the author and the rating summary', async () => {
  const word = uniqueWord();
  const ann = await signedInBrowser(t);
  const bob = await signedInBrowser(t);
  const sharedLater = await recipeOf(ann, { name: `${word} Pie`, tags: ['a', 'b', 'c'] }, false);
  const shared = await recipeOf(bob, { name: `${word} Soup`, category: 'Lunch' });
  await recipeOf(ann, { name: `${word} Secret` }, false);
  await ann.browser.patch(`/api/recipes/${sharedLater.id}/public`).send({ isPublic: true }).expect(200);
  await bob.browser.post(`/api/recipes/${sharedLater.id}/ratings`).send({ rating: 4 }).expect(201);
  await ann.browser.post(`/api/recipes/${sharedLater.id}/ratings`).send({ rating: 5 }).expect(201);

  const response = await t.http().get(`/api/public-recipes?search=${word}`).expect(200);
  expect(response.headers['x-next-cursor']).toBeUndefined();
  expect(response.headers['x-total-count']).toBeUndefined();
  expect(response.body.map((card: Card) => card.id)).toEqual([sharedLater.id, shared.id]);
  expect(response.body[0]).toEqual({
    id: sharedLater.id,
    userId: ann.user.id,
    name: `${word} Pie`,
    slug: `${word.toLowerCase()}-pie`,
    description: 'Crisp skin, juicy meat, one pan.',
    imageUrl: null,
    cookTime: 75,
    servings: 4,
    difficulty: 'Medium',
    category: 'Dinner',
    tags: ['a', 'b'],
    isFavorite: false,
    isPublic: true,
    isModerated: false,
    source: 'User-created',
    createdAt: expect.any(String),
    username: ann.account.username,
    averageRating: 4.5,
    totalRatings: 2,
  });
  expect(response.body[1]).toMatchObject({ username: bob.account.username, averageRating: 0, totalRatings: 0, category: 'Lunch' });
});

it('filters by category, searches name and description case-insensitively, and lists the public categories', async () => {
  const word = uniqueWord();
  const cook = await signedInBrowser(t);
  const dessert = await recipeOf(cook, { name: `${word} Tart`, category: 'Dessert' });
  const drink = await recipeOf(cook, { name: 'Lemonade', description: `Fresh ${word.toUpperCase()} lemonade`, category: 'Drink' });
  await recipeOf(cook, { name: `${word} Private Cake`, category: 'Snack' }, false);

  const search = await t.http().get(`/api/public-recipes?search=${word.toLowerCase()}`).expect(200);
  expect(search.body.map((card: Card) => card.id)).toEqual([drink.id, dessert.id]);
  const category = await t.http().get(`/api/public-recipes?search=${word}&category=Dessert`).expect(200);
  expect(category.body.map((card: Card) => card.id)).toEqual([dessert.id]);
  const all = await t.http().get('/api/public-recipes?category=Dessert&limit=100').expect(200);
  expect(all.body.every((card: Card) => card.category === 'Dessert' && card.isPublic)).toBe(true);
  expect(all.body.map((card: Card) => card.id)).toContain(dessert.id);
  // wildcards are matched as characters
  expect((await t.http().get('/api/public-recipes?search=%25').expect(200)).body).toEqual([]);

  const categories = await t.http().get('/api/public-recipes/categories').expect(200);
  expect(categories.body).toEqual(expect.arrayContaining(['Dessert', 'Drink']));
  expect(categories.body).not.toContain('Snack');
  expect(categories.body).toEqual([...categories.body].sort());
  const [{ expected }] = await t.sql<{ expected: string[] }>(
    'select coalesce(array_agg(distinct category order by category), array[]::text[]) as expected from recipes where is_public',
  );
  expect(categories.body).toEqual(expected);
});

it('walks every public recipe exactly once, page by page, by X-Next-Cursor, even when shared at the same instant', async () => {
  const word = uniqueWord();
  const cook = await signedInBrowser(t);
  const ids: number[] = [];
  for (let index = 0; index < 13; index += 1) ids.push((await recipeOf(cook, { name: `${word} ${index}` })).id);
  // seven of them shared in the very same microsecond: the id breaks the tie
  await t.sql("update recipes set published_at = '2026-01-01T10:00:00.123456Z' where id = any(?::int[])", [`{${ids.slice(3, 10).join(',')}}`]);

  const searched = await walk(`search=${word}`, 3);
  expect(searched.pages).toBe(5);
  expect(searched.cards.map((card) => card.id).sort((a, b) => a - b)).toEqual(ids);
  expect(new Set(searched.cards.map((card) => card.id)).size).toBe(13);

  const everything = await walk('', 4);
  const [{ count }] = await t.sql<{ count: string }>('select count(*) as count from recipes where is_public');
  expect(everything.cards).toHaveLength(Number(count));
  expect(new Set(everything.cards.map((card) => card.id)).size).toBe(Number(count));
  expect(everything.cards.every((card) => card.isPublic)).toBe(true);
  const first = await t.http().get('/api/public-recipes').expect(200);
  expect(first.body).toHaveLength(Math.min(24, Number(count)));
});

it('refuses a malformed cursor and a limit out of range with 400 and a message', async () => {
  const made = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  for (const cursor of [
    'garbage!',
    'bm90IGpzb24',
    made({ id: 1 }),
    made(['2026-01-01T10:00:00.123456Z']),
    made(['yesterday', 5]),
    made(['2026-01-01T10:00:00.123456Z', -3]),
    made(['2026-01-01T10:00:00.123456Z', 1.5]),
    made(["2026-01-01T10:00:00.123456Z'; drop table recipes; --", 5]),
    'x'.repeat(300),
  ]) {
    const response = await t
      .http()
      .get(`/api/public-recipes?cursor=${encodeURIComponent(cursor)}`)
      .expect(400);
    expect(response.body.message).toBe('Invalid cursor: use the X-Next-Cursor of the previous page');
  }
  expect((await t.http().get('/api/public-recipes?limit=0').expect(400)).body.message).toBe('limit must be at least 1');
  expect((await t.http().get('/api/public-recipes?limit=101').expect(400)).body.message).toBe('limit cannot exceed 100');
  expect((await t.http().get('/api/public-recipes?sort=name').expect(400)).body.message).toBe('Unknown field: sort');
});

it('drops a recipe made private from the listing, and lists it first when shared again', async () => {
  const word = uniqueWord();
  const cook = await signedInBrowser(t);
  const recipe = await recipeOf(cook, { name: `${word} Stew` });
  const other = await recipeOf(cook, { name: `${word} Bread` });
  const ids = async () => (await t.http().get(`/api/public-recipes?search=${word}`).expect(200)).body.map((card: Card) => card.id);
  expect(await ids()).toEqual([other.id, recipe.id]);
  await cook.browser.patch(`/api/recipes/${recipe.id}/public`).send({ isPublic: false }).expect(200);
  expect(await ids()).toEqual([other.id]);
  expect((await t.http().get(`/api/recipes/${recipe.id}/comments`).expect(404)).body).toEqual({ message: 'Recipe not found' });
  await cook.browser.patch(`/api/recipes/${recipe.id}/public`).send({ isPublic: true }).expect(200);
  expect(await ids()).toEqual([recipe.id, other.id]);
});

it('answers signed-in cooks the same listing', async () => {
  const word = uniqueWord();
  const cook = await signedInBrowser(t);
  const recipe = await recipeOf(cook, { name: `${word} Curry` });
  const mine = await cook.browser.get(`/api/public-recipes?search=${word}`).expect(200);
  expect(mine.body.map((card: Card) => card.id)).toEqual([recipe.id]);
});

it("lists one author's public recipes with userId, in the same order and pages, with the other filters", async () => {
  const ann = await signedInBrowser(t);
  const bob = await signedInBrowser(t);
  const soup = await recipeOf(ann, { name: 'Author Soup', category: 'Lunch' });
  await recipeOf(ann, { name: 'Author Secret' }, false);
  await recipeOf(bob, { name: 'Other Author Pie' });
  const pie = await recipeOf(ann, { name: 'Author Pie', category: 'Dessert' });
  const cake = await recipeOf(ann, { name: 'Author Cake', category: 'Dessert' });

  const all = await walk(`userId=${ann.user.id}`, 2);
  expect(all.pages).toBe(2);
  expect(all.cards.map((card) => card.id)).toEqual([cake.id, pie.id, soup.id]);
  expect(all.cards.every((card) => card.username === ann.account.username)).toBe(true);
  const desserts = await t.http().get(`/api/public-recipes?userId=${ann.user.id}&category=Dessert&search=pie`).expect(200);
  expect(desserts.body.map((card: Card) => card.id)).toEqual([pie.id]);
  expect((await t.http().get('/api/public-recipes?userId=2147483647').expect(200)).body).toEqual([]);
  for (const userId of ['0', '-1', 'abc', '1.5', '2147483648']) {
    const response = await t.http().get(`/api/public-recipes?userId=${userId}`).expect(400);
    expect(response.body.message).toBe('userId must be a positive whole number');
  }
});

it("keeps the owner's favourite flag to the owner: no public answer, and no other cook or visitor, sees it", async () => {
  const owner = await signedInBrowser(t);
  const fan = await signedInBrowser(t);
  const word = uniqueWord();
  const recipe = await recipeOf(owner, { name: `Loved ${word}` });
  await owner.browser.post(`/api/recipes/${recipe.id}/favorite`).send({ isFavorite: true }).expect(200);
  await fan.browser.post(`/api/social/follow/${owner.user.id}`).expect(200);

  expect((await owner.browser.get(`/api/recipes/${recipe.id}`).expect(200)).body.isFavorite).toBe(true);
  expect((await fan.browser.get(`/api/recipes/${recipe.id}`).expect(200)).body.isFavorite).toBe(false);
  expect((await t.http().get(`/api/recipes/${recipe.id}`).expect(200)).body.isFavorite).toBe(false);
  const listing = (await t.http().get(`/api/public-recipes?search=${word}`).expect(200)).body as Card[];
  const ownListing = (await owner.browser.get(`/api/public-recipes?search=${word}`).expect(200)).body as Card[];
  const feed = (await fan.browser.get('/api/social/feed').expect(200)).body as Card[];
  const profile = (await fan.browser.get(`/api/social/profile/${owner.user.id}`).expect(200)).body as { publicRecipes: Card[] };
  for (const cards of [listing, ownListing, feed.filter((card) => card.id === recipe.id), profile.publicRecipes]) {
    expect(cards.map((card) => [card.id, card.isFavorite])).toEqual([[recipe.id, false]]);
  }
});
