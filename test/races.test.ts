import sharp from 'sharp';
import { burst, statusCounts } from './support/burst.js';
import { newAccount } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { SmtpSink } from './support/smtp-sink.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Every limit and single-use rule, attacked with 20 or more requests at once over real connections:
 * no burst may get past a rule that one polite request respects. Each test comes from its own client
 * address (TRUST_PROXY with X-Forwarded-For), so the per-address limits of one test leave the others alone.
 */
let t: TestApp;
let base: string;
const smtp = new SmtpSink();
let addressSequence = 0;
const fromNewAddress = () => ({ 'x-forwarded-for': `203.0.113.${(addressSequence += 1)}` });

beforeAll(async () => {
  await smtp.start();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'http://savor.test', TRUST_PROXY: '1' });
  base = await t.url();
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const mailsTo = (email: string) => smtp.messages.filter((message) => message.to.includes(email));
const linkToken = (text: string, path: string) => text.match(new RegExp(`http://savor\\.test/${path}\\?token=([A-Za-z0-9_-]+)`))?.[1];
const sessionCookie = (setCookie: string[] | string | undefined) => [setCookie ?? []].flat()[0].split(';')[0];

it('evaluates at most 5 wrong passwords for one account, however many arrive at once', async () => {
  const account = newAccount();
  await t.http().post('/api/register').send(account).expect(201);
  const headers = fromNewAddress();
  const answers = await burst(`${base}/api/login`, 30, (i) => ({ body: { email: account.email, password: `guess-${i}` }, headers }));
  expect(statusCounts(answers)).toEqual({ 401: 5, 429: 25 });
  expect(answers.find((answer) => answer.status === 429)!.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
  // The account stays locked for the window, even for the right password.
  await t.http().post('/api/login').set(fromNewAddress()).send({ email: account.email, password: account.password }).expect(429);
});

it('resets the password exactly once when one mailed token arrives 20 times at once', async () => {
  const account = newAccount();
  await t.http().post('/api/register').send(account).expect(201);
  await t.http().post('/api/reset-password/request').set(fromNewAddress()).send({ email: account.email }).expect(200);
  const token = linkToken(mailsTo(account.email).at(-1)!.text, 'reset-password')!;

  const answers = await burst(`${base}/api/reset-password`, 20, (i) => ({
    body: { email: account.email, token, newPassword: `new-password-${i}` },
  }));
  expect(statusCounts(answers)).toEqual({ 200: 1, 400: 19 });
  const winner = answers.findIndex((answer) => answer.status === 200);
  const loser = (winner + 1) % answers.length;
  const headers = fromNewAddress();
  await t
    .http()
    .post('/api/login')
    .set(headers)
    .send({ email: account.email, password: `new-password-${winner}` })
    .expect(200);
  await t
    .http()
    .post('/api/login')
    .set(headers)
    .send({ email: account.email, password: `new-password-${loser}` })
    .expect(401);
});

it('mails at most 3 reset links for one email when 20 requests arrive at once', async () => {
  const account = newAccount();
  await t.http().post('/api/register').send(account).expect(201);
  const before = mailsTo(account.email).length;
  const headers = fromNewAddress();
  const answers = await burst(`${base}/api/reset-password/request`, 20, () => ({ body: { email: account.email }, headers }));
  expect(statusCounts(answers)).toEqual({ 200: 3, 429: 17 });
  expect(mailsTo(account.email).length - before).toBe(3);
});

it('mails at most 3 verification links when 20 resend requests arrive at once', async () => {
  const account = newAccount();
  const registered = await t.http().post('/api/register').send(account).expect(201);
  const cookie = sessionCookie(registered.headers['set-cookie']);
  expect(mailsTo(account.email)).toHaveLength(1);
  const headers = { ...fromNewAddress(), cookie };
  const answers = await burst(`${base}/api/verify-email/resend`, 20, () => ({ headers }));
  expect(statusCounts(answers)).toEqual({ 200: 3, 429: 17 });
  expect(mailsTo(account.email)).toHaveLength(4);
});

it('verifies with one token exactly once when it arrives 20 times at once', async () => {
  const account = newAccount();
  await t.http().post('/api/register').send(account).expect(201);
  const token = linkToken(mailsTo(account.email).at(-1)!.text, 'verify-email')!;
  const answers = await burst(`${base}/api/verify-email`, 20, () => ({ body: { token } }));
  expect(statusCounts(answers)).toEqual({ 200: 1, 400: 19 });
  const [row] = await t.sql<{ email_verified: boolean }>('select email_verified from users where email = ?', [account.email]);
  expect(row.email_verified).toBe(true);
});

it('makes one placeholder picture when 20 requests ask for the same recipe at once', async () => {
  const signedIn = await t.http().post('/api/register').send(newAccount()).expect(201);
  const headers = { cookie: sessionCookie(signedIn.headers['set-cookie']) };
  const answers = await burst(`${base}/api/images/generate`, 20, () => ({ body: { prompt: 'Parallel Paella', category: 'Dinner' }, headers }));
  expect(statusCounts(answers)).toEqual({ 200: 20 });
  expect(new Set(answers.map((answer) => answer.body.imageUrl)).size).toBe(1);
  const [{ count }] = await t.sql<{ count: string }>("select count(*) as count from recipe_images where recipe_name = 'Parallel Paella'");
  expect(Number(count)).toBe(1);
});

it('creates every recipe when 20 arrive at once with the same uploaded picture', async () => {
  const signedIn = await t.http().post('/api/register').send(newAccount()).expect(201);
  const headers = { cookie: sessionCookie(signedIn.headers['set-cookie']) };
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2e86c1' } })
    .png()
    .toBuffer();
  const imageUrl = `data:image/png;base64,${png.toString('base64')}`;
  const answers = await burst(`${base}/api/recipes`, 20, (i) => ({ body: recipeInput({ name: `Burst Bake ${i}`, imageUrl }), headers }));
  expect(statusCounts(answers)).toEqual({ 201: 20 });
  const urls = new Set(answers.map((answer) => answer.body.imageUrl));
  expect(urls.size).toBe(1);
  const [url] = urls as Set<string>;
  expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
  await t.http().get(url).expect(200).expect('content-type', 'image/jpeg');
});

/** A public recipe and `count` signed-in cooks' cookies. */
async function publicRecipeAndCooks(count: number): Promise<{ recipeId: number; cookies: string[] }> {
  const owner = await t.http().post('/api/register').send(newAccount()).expect(201);
  const ownerCookie = sessionCookie(owner.headers['set-cookie']);
  const recipe = (await t.http().post('/api/recipes').set('cookie', ownerCookie).send(recipeInput()).expect(201)).body;
  await t.http().patch(`/api/recipes/${recipe.id}/public`).set('cookie', ownerCookie).send({ isPublic: true }).expect(200);
  const cooks = await Promise.all(
    Array.from({ length: count }, () => t.http().post('/api/register').set(fromNewAddress()).send(newAccount()).expect(201)),
  );
  const cookies = cooks.map((cook) => sessionCookie(cook.headers['set-cookie']));
  return { recipeId: recipe.id, cookies };
}

it('counts every rating when 24 cooks rate one recipe at once', async () => {
  const { recipeId, cookies } = await publicRecipeAndCooks(24);
  const ratings = cookies.map((_, i) => 1 + (i % 5));
  const answers = await burst(`${base}/api/recipes/${recipeId}/ratings`, 24, (i) => ({
    body: { rating: ratings[i] },
    headers: { cookie: cookies[i] },
  }));
  expect(statusCounts(answers)).toEqual({ 201: 24 });
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  const summary = (await t.http().get(`/api/recipes/${recipeId}/ratings`).expect(200)).body;
  expect(summary.totalRatings).toBe(24);
  expect(summary.averageRating).toBe(Math.round((sum / 24) * 10) / 10);
  expect(summary.ratings).toHaveLength(24);
  // the aggregate is exact, not just rounded right
  const [aggregate] = await t.sql<{ ratingCount: number; ratingSum: number }>(
    'select rating_count as "ratingCount", rating_sum as "ratingSum" from recipes where id = ?',
    [recipeId],
  );
  expect(aggregate).toEqual({ ratingCount: 24, ratingSum: sum });
  // every answer saw the aggregate with its own rating in it: the counts 1…24 each exactly once
  expect(answers.map((answer) => answer.body.totalRatings).sort((a, b) => Number(a) - Number(b))).toEqual(
    Array.from({ length: 24 }, (_, i) => i + 1),
  );
}, 90_000);

it('keeps one rating when one cook sends 20 different ratings at once, and the aggregate equals it', async () => {
  const { recipeId, cookies } = await publicRecipeAndCooks(1);
  // five rounds: the first creates the rating, the others replace it
  for (let round = 0; round < 5; round += 1) {
    const answers = await burst(`${base}/api/recipes/${recipeId}/ratings`, 20, (i) => ({
      body: { rating: 1 + ((i + round) % 5) },
      headers: { cookie: cookies[0] },
    }));
    expect(statusCounts(answers)).toEqual({ 201: 20 });
    expect(answers.every((answer) => answer.body.totalRatings === 1)).toBe(true);
    const rows = await t.sql<{ rating: number }>('select rating from recipe_ratings where recipe_id = ?', [recipeId]);
    expect(rows).toHaveLength(1);
    const [aggregate] = await t.sql<{ ratingCount: number; ratingSum: number }>(
      'select rating_count as "ratingCount", rating_sum as "ratingSum" from recipes where id = ?',
      [recipeId],
    );
    expect(aggregate).toEqual({ ratingCount: 1, ratingSum: rows[0].rating });
    expect((await t.http().get(`/api/recipes/${recipeId}/ratings`).expect(200)).body).toMatchObject({
      totalRatings: 1,
      averageRating: rows[0].rating,
    });
    expect((await t.http().get(`/api/recipes/${recipeId}/ratings/user`).set('cookie', cookies[0]).expect(200)).body).toEqual({
      rating: rows[0].rating,
    });
  }
});

it('keeps one follow and writes one "started following you" when one cook follows the same user 24 times at once', async () => {
  const [followed, follower] = await Promise.all(
    [0, 1].map(() => t.http().post('/api/register').set(fromNewAddress()).send(newAccount()).expect(201)),
  );
  const headers = { cookie: sessionCookie(follower.headers['set-cookie']) };
  const answers = await burst(`${base}/api/social/follow/${followed.body.id}`, 24, () => ({ headers }));
  expect(statusCounts(answers)).toEqual({ 200: 24 });
  expect(answers.every((answer) => answer.body.isFollowing === true && answer.body.followerCount === 1)).toBe(true);
  const edges = await t.sql('select 1 from user_follows where follower_id = ? and following_id = ?', [follower.body.id, followed.body.id]);
  expect(edges).toHaveLength(1);
  const notices = await t.http().get('/api/social/notifications').set('cookie', sessionCookie(followed.headers['set-cookie'])).expect(200);
  expect(notices.body.map((notice: { message: string }) => notice.message)).toEqual([`${follower.body.username} started following you`]);
});

it('counts each notification once when read-all and mark-read arrive at once, and leaves none unread', async () => {
  const user = await t.http().post('/api/register').set(fromNewAddress()).send(newAccount()).expect(201);
  const cookie = sessionCookie(user.headers['set-cookie']);
  /** Twelve new followers (one follower is news once a day), so twelve unread notifications. */
  const twelveUnread = async () => {
    const fans = await Promise.all(
      Array.from({ length: 12 }, () => t.http().post('/api/register').set(fromNewAddress()).send(newAccount()).expect(201)),
    );
    for (const fan of fans) {
      await t.http().post(`/api/social/follow/${user.body.id}`).set('cookie', sessionCookie(fan.headers['set-cookie'])).expect(200);
    }
    const listed = await t.http().get('/api/social/notifications?limit=12').set('cookie', cookie).expect(200);
    expect(listed.headers['x-unread-count']).toBe('12');
    return (listed.body as { id: number }[]).map((notice) => notice.id);
  };
  const unreadCount = async () => (await t.http().get('/api/social/notifications').set('cookie', cookie).expect(200)).headers['x-unread-count'];

  await twelveUnread();
  const readAll = await burst(`${base}/api/social/notifications/read-all`, 20, () => ({ headers: { cookie } }));
  expect(statusCounts(readAll)).toEqual({ 200: 20 });
  expect(readAll.reduce((sum, answer) => sum + Number(answer.body.updated), 0)).toBe(12);
  expect(await unreadCount()).toBe('0');

  const ids = await twelveUnread();
  const mixed = await burst(`${base}/api/social/notifications`, 24, (i) =>
    i % 2 ? { method: 'PATCH', headers: { cookie }, path: `${ids[i >> 1]}/read` } : { headers: { cookie }, path: 'read-all' },
  );
  expect(statusCounts(mixed)).toEqual({ 200: 24 });
  const marked = mixed.filter((_, i) => i % 2);
  expect(marked.map((answer) => [answer.body.id, answer.body.read])).toEqual(ids.slice(0, 12).map((id) => [id, true]));
  const counted = mixed.filter((_, i) => i % 2 === 0).reduce((sum, answer) => sum + Number(answer.body.updated), 0);
  expect(counted).toBeLessThanOrEqual(12);
  expect(await unreadCount()).toBe('0');
});

/** A new cook's id and session cookie, signed up from a fresh client address. */
async function cookie(): Promise<{ id: number; cookie: string }> {
  const signedUp = await t.http().post('/api/register').set(fromNewAddress()).send(newAccount()).expect(201);
  return { id: signedUp.body.id, cookie: sessionCookie(signedUp.headers['set-cookie']) };
}

const countOf = async (table: 'shopping_items' | 'pantry_items', userId: number) =>
  Number((await t.sql<{ count: string }>(`select count(*) as count from ${table} where user_id = ?`, [userId]))[0].count);

it('moves a shopping item into the pantry once when 24 checks of it arrive at once', async () => {
  const cook = await cookie();
  const item = (await t.http().post('/api/shopping').set('cookie', cook.cookie).send({ name: '2 cups rice' }).expect(201)).body;
  const answers = await burst(`${base}/api/shopping/${item.id}`, 24, () => ({
    method: 'PATCH',
    body: { checked: true },
    headers: { cookie: cook.cookie },
  }));
  expect(statusCounts(answers)).toEqual({ 200: 24 });
  expect(answers.every((answer) => answer.body.checked === true)).toBe(true);
  const moved = answers.filter((answer) => answer.body.pantryItem !== null);
  expect(moved).toHaveLength(1);
  const pantry = (await t.http().get('/api/pantry').set('cookie', cook.cookie).expect(200)).body;
  expect(pantry).toEqual([moved[0].body.pantryItem]);
  expect(pantry[0]).toMatchObject({ name: 'rice', quantity: 2, unit: 'cups' });
});

it('never holds more than 500 shopping items or 1,000 pantry items when 24 additions arrive at the cap', async () => {
  const cook = await cookie();
  const headers = { cookie: cook.cookie };
  await t.sql("insert into shopping_items (user_id, name, category) select ?, 'Filler ' || n, 'Other' from generate_series(1, 490) n", [cook.id]);
  const shopping = await burst(`${base}/api/shopping`, 24, (i) => ({ body: { name: `Burst ${i}` }, headers }));
  expect(statusCounts(shopping)).toEqual({ 201: 10, 409: 14 });
  expect(shopping.find((answer) => answer.status === 409)!.body).toEqual({
    message: 'Your shopping list is full (500 items). Remove some items first.',
    code: 'LIST_FULL',
  });
  expect(await countOf('shopping_items', cook.id)).toBe(500);

  await t.sql("insert into pantry_items (user_id, name) select ?, 'Filler ' || n from generate_series(1, 990) n", [cook.id]);
  const pantry = await burst(`${base}/api/pantry`, 24, (i) => ({ body: { name: `Burst ${i}` }, headers }));
  expect(statusCounts(pantry)).toEqual({ 201: 10, 409: 14 });
  expect(await countOf('pantry_items', cook.id)).toBe(1000);
  await t.sql("delete from pantry_items where user_id = ? and name like 'Burst %'", [cook.id]);

  // checks of 24 different items move only as many into the pantry as it has room for; the others stay unchecked
  const items = (await t.sql<{ id: number }>('select id from shopping_items where user_id = ? order by id limit 24', [cook.id])).map((row) => row.id);
  const checks = await burst(`${base}/api/shopping`, 24, (i) => ({ method: 'PATCH', path: String(items[i]), body: { checked: true }, headers }));
  expect(statusCounts(checks)).toEqual({ 200: 10, 409: 14 });
  expect(checks.find((answer) => answer.status === 409)!.body.message).toBe('Your pantry is full (1000 items). Remove some items first.');
  expect(await countOf('pantry_items', cook.id)).toBe(1000);
  const [{ checked }] = await t.sql<{ checked: string }>('select count(*) as checked from shopping_items where user_id = ? and checked', [cook.id]);
  expect(Number(checked)).toBe(10);
});

it("adds each of a recipe's ingredients once when 20 requests to add them arrive at once", async () => {
  const cook = await cookie();
  const ingredients = ['2 cups rice', '1 onion, chopped', '3 cloves garlic', '1 tbsp olive oil', 'Salt and pepper to taste'];
  const recipe = (await t.http().post('/api/recipes').set('cookie', cook.cookie).send(recipeInput({ ingredients })).expect(201)).body;
  const answers = await burst(`${base}/api/shopping/from-recipe/${recipe.id}`, 20, () => ({ headers: { cookie: cook.cookie } }));
  expect(statusCounts(answers)).toEqual({ 200: 20 });
  expect(answers.map((answer) => answer.body.addedCount).sort()).toEqual([...Array<number>(19).fill(0), 5]);
  const list = (await t.http().get('/api/shopping').set('cookie', cook.cookie).expect(200)).body;
  expect(list.map((item: { name: string }) => item.name)).toEqual(['Rice', 'Onion', 'Garlic', 'Olive oil', 'Salt and pepper']);
});

it('counts each shopping item once when 20 clear-alls arrive at once', async () => {
  const cook = await cookie();
  await t.sql("insert into shopping_items (user_id, name, category) select ?, 'Item ' || n, 'Other' from generate_series(1, 30) n", [cook.id]);
  const answers = await burst(`${base}/api/shopping-clear-all`, 20, () => ({ method: 'DELETE', headers: { cookie: cook.cookie } }));
  expect(statusCounts(answers)).toEqual({ 200: 20 });
  expect(answers.reduce((sum, answer) => sum + Number(answer.body.itemsCleared), 0)).toBe(30);
  expect(answers.every((answer) => answer.body.success === true && answer.body.itemsRemaining === 0)).toBe(true);
  expect(await countOf('shopping_items', cook.id)).toBe(0);
});
