// Social (issue 14): follows, the feed, user search, public profiles and notifications, as an API client sees them.
import sharp from 'sharp';
import { signedInBrowser } from './support/factories.js';
import { RECIPE_CARD_FIELDS, recipeInput } from './support/recipes.js';
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
  username: string;
  [key: string]: unknown;
}
interface Notice {
  id: number;
  message: string;
  date: string;
  read: boolean;
  recipeId?: number;
  userId?: number;
}

const SOCIAL_USER_FIELDS = ['bio', 'id', 'isFollowing', 'name', 'profilePicture', 'username'];
const PUBLIC_CARD_FIELDS = [...RECIPE_CARD_FIELDS, 'averageRating', 'totalRatings', 'username'].sort();

let sequence = 0;
/** A short word no other test's usernames contain. */
const uniqueTag = () => `${Date.now().toString(36).slice(-4)}${(sequence += 1)}`;

/** A signed-in cook whose username is `username` (or a fresh one). */
const cook = (username?: string): Promise<Cook> => signedInBrowser(t, username ? { username } : {});

async function recipeOf(owner: Cook, overrides: Record<string, unknown> = {}, isPublic = true): Promise<{ id: number; name: string }> {
  const recipe = (await owner.browser.post('/api/recipes').send(recipeInput(overrides)).expect(201)).body as { id: number; name: string };
  if (isPublic) await owner.browser.patch(`/api/recipes/${recipe.id}/public`).send({ isPublic: true }).expect(200);
  return recipe;
}

const follow = (from: Cook, to: Cook) => from.browser.post(`/api/social/follow/${to.user.id}`).expect(200);

async function notificationsOf(who: Cook, query = ''): Promise<{ list: Notice[]; unread: number; total: number }> {
  const response = await who.browser.get(`/api/social/notifications${query}`).expect(200);
  return { list: response.body as Notice[], unread: Number(response.headers['x-unread-count']), total: Number(response.headers['x-total-count']) };
}

const messagesOf = async (who: Cook) => (await notificationsOf(who, '?limit=100')).list.map((notice) => notice.message);

async function pngDataUrl(): Promise<string> {
  const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#16a085' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('who may call', () => {
  const routes: [string, string][] = [
    ['get', '/api/social/feed'],
    ['get', '/api/social/followers'],
    ['get', '/api/social/following'],
    ['get', '/api/social/search?query=cook'],
    ['get', '/api/social/suggestions'],
    ['post', '/api/social/follow/1'],
    ['delete', '/api/social/follow/1'],
    ['delete', '/api/social/followers/1'],
    ['get', '/api/social/profile/username/cook'],
    ['get', '/api/social/profile/1'],
    ['get', '/api/social/notifications'],
    ['patch', '/api/social/notifications/1/read'],
    ['post', '/api/social/notifications/read-all'],
  ];

  it.each(routes)('answers 401 to a visitor on %s %s', async (method, path) => {
    const response = await (t.http() as unknown as Record<string, (path: string) => Promise<{ status: number; body: unknown }>>)[method](path);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Not authenticated' });
  });

  let someone: Cook | undefined;
  it.each([
    ['post', '/api/social/follow/abc'],
    ['delete', '/api/social/follow/0'],
    ['delete', '/api/social/followers/-4'],
    ['get', '/api/social/profile/1.5'],
    ['patch', '/api/social/notifications/2147483648/read'],
  ])('refuses an id that is not a positive whole number: %s %s', async (method, path) => {
    const { browser } = (someone ??= await cook());
    const response = await (browser as unknown as Record<string, (path: string) => Promise<{ status: number; body: unknown }>>)[method](path);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Invalid id: expected a positive whole number' });
  });
});

describe('follow, unfollow, remove a follower', () => {
  it('follows a user idempotently: one edge, still 200, the follower count after it', async () => {
    const [ann, bob] = [await cook(), await cook()];
    const first = await ann.browser.post(`/api/social/follow/${bob.user.id}`).expect(200);
    expect(first.body).toEqual({ message: 'You are now following this user', isFollowing: true, followerCount: 1 });
    const again = await ann.browser.post(`/api/social/follow/${bob.user.id}`).expect(200);
    expect(again.body).toEqual({ message: 'You are now following this user', isFollowing: true, followerCount: 1 });
    const edges = await t.sql('select 1 from user_follows where follower_id = ? and following_id = ?', [ann.user.id, bob.user.id]);
    expect(edges).toHaveLength(1);
    expect((await ann.browser.get(`/api/social/profile/${bob.user.id}`).expect(200)).body).toMatchObject({ isFollowing: true, followerCount: 1 });
  });

  it('refuses to follow oneself (400) and unknown users (404)', async () => {
    const ann = await cook();
    expect((await ann.browser.post(`/api/social/follow/${ann.user.id}`).expect(400)).body).toEqual({ message: 'You cannot follow yourself' });
    expect((await ann.browser.post('/api/social/follow/2147483647').expect(404)).body).toEqual({ message: 'User not found' });
    expect((await ann.browser.delete('/api/social/follow/2147483647').expect(404)).body).toEqual({ message: 'User not found' });
    expect(await t.sql('select 1 from user_follows where follower_id = ?', [ann.user.id])).toEqual([]);
  });

  it('unfollows idempotently, with the follower count after it', async () => {
    const [ann, bob, cal] = [await cook(), await cook(), await cook()];
    await follow(ann, bob);
    await follow(cal, bob);
    const first = await ann.browser.delete(`/api/social/follow/${bob.user.id}`).expect(200);
    expect(first.body).toEqual({ message: 'You have unfollowed this user', isFollowing: false, followerCount: 1 });
    const again = await ann.browser.delete(`/api/social/follow/${bob.user.id}`).expect(200);
    expect(again.body).toEqual({ message: 'You have unfollowed this user', isFollowing: false, followerCount: 1 });
    expect((await ann.browser.get(`/api/social/profile/${bob.user.id}`).expect(200)).body).toMatchObject({ isFollowing: false, followerCount: 1 });
  });

  it('removes only the edge from that follower to me, idempotently', async () => {
    const [ann, bob, cal] = [await cook(), await cook(), await cook()];
    await follow(ann, bob);
    await follow(bob, ann);
    await follow(cal, bob);
    await follow(ann, cal);
    const removed = await bob.browser.delete(`/api/social/followers/${ann.user.id}`).expect(200);
    expect(removed.body).toEqual({ message: 'You have removed this follower' });
    await bob.browser.delete(`/api/social/followers/${ann.user.id}`).expect(200);
    const edges = await t.sql<{ follower: number; following: number }>(
      'select follower_id as follower, following_id as following from user_follows where follower_id in (?, ?, ?) order by id',
      [ann.user.id, bob.user.id, cal.user.id],
    );
    expect(edges).toEqual([
      { follower: bob.user.id, following: ann.user.id },
      { follower: cal.user.id, following: bob.user.id },
      { follower: ann.user.id, following: cal.user.id },
    ]);
  });

  it('keeps the rules in the database itself: one edge per pair, nobody follows themselves, edges go with their users', async () => {
    const [ann, bob] = [await cook(), await cook()];
    await follow(ann, bob);
    await expect(t.sql('insert into user_follows (follower_id, following_id) values (?, ?)', [ann.user.id, bob.user.id])).rejects.toThrow(
      /user_follows_follower_following_unique/,
    );
    await expect(t.sql('insert into user_follows (follower_id, following_id) values (?, ?)', [ann.user.id, ann.user.id])).rejects.toThrow(
      /user_follows_not_self_check/,
    );
    await t.sql('delete from users where id = ?', [ann.user.id]);
    expect(await t.sql('select 1 from user_follows where follower_id = ? or following_id = ?', [ann.user.id, ann.user.id])).toEqual([]);
  });
});

describe('followers and following', () => {
  it('lists my followers and whom I follow, newest first, public fields only, with isFollowing and the true total', async () => {
    const me = await cook();
    const [ann, bob, cal] = [await cook(), await cook(), await cook()];
    await t.sql("update users set bio = 'Bakes bread', profile_picture = '/media/ann.jpg' where id = ?", [ann.user.id]);
    await follow(ann, me);
    await follow(bob, me);
    await follow(cal, me);
    await follow(me, bob);

    const followers = await me.browser.get('/api/social/followers').expect(200);
    expect(followers.headers['x-total-count']).toBe('3');
    expect(followers.body.map((user: { id: number }) => user.id)).toEqual([cal.user.id, bob.user.id, ann.user.id]);
    expect(followers.body.map((user: { isFollowing: boolean }) => user.isFollowing)).toEqual([false, true, false]);
    expect(followers.body[2]).toEqual({
      id: ann.user.id,
      username: ann.account.username,
      name: 'Ada Lovelace',
      profilePicture: '/media/ann.jpg',
      bio: 'Bakes bread',
      isFollowing: false,
    });
    for (const user of followers.body) expect(Object.keys(user).sort()).toEqual(SOCIAL_USER_FIELDS);

    await follow(me, ann);
    const following = await me.browser.get('/api/social/following').expect(200);
    expect(following.headers['x-total-count']).toBe('2');
    expect(following.body.map((user: { id: number }) => user.id)).toEqual([ann.user.id, bob.user.id]);
    expect(following.body.every((user: { isFollowing: boolean }) => user.isFollowing)).toBe(true);
    const theirs = await ann.browser.get('/api/social/following').expect(200);
    expect(theirs.body.map((user: { id: number }) => user.id)).toEqual([me.user.id]);
  });

  it('pages by limit and offset, tells the true total past the last page too, and bounds paging', async () => {
    const me = await cook();
    const fans = [await cook(), await cook(), await cook(), await cook(), await cook()];
    for (const fan of fans) await follow(fan, me);
    const newestFirst = [...fans].reverse().map((fan) => fan.user.id);
    const page = await me.browser.get('/api/social/followers?limit=2&offset=2').expect(200);
    expect(page.headers['x-total-count']).toBe('5');
    expect(page.body.map((user: { id: number }) => user.id)).toEqual(newestFirst.slice(2, 4));
    const past = await me.browser.get('/api/social/followers?limit=2&offset=10').expect(200);
    expect(past.headers['x-total-count']).toBe('5');
    expect(past.body).toEqual([]);
    const none = await fans[0].browser.get('/api/social/followers').expect(200);
    expect(none.headers['x-total-count']).toBe('0');
    expect(none.body).toEqual([]);
    for (const query of ['limit=0', 'limit=201', 'offset=-1', 'offset=abc']) {
      expect((await me.browser.get(`/api/social/following?${query}`).expect(400)).body.message).toMatch(/^(limit|offset) /);
    }
  });
});

describe('suggested cooks', () => {
  type Suggestion = { id: number; followerCount: number; recipeCount: number } & Record<string, unknown>;
  const suggestionsOf = async (who: Cook, query = '') => (await who.browser.get(`/api/social/suggestions${query}`).expect(200)).body as Suggestion[];
  /** `count` new accounts that follow `cook`, made in one statement. */
  async function followersFor(cook: Cook, count: number) {
    const tag = uniqueTag();
    await t.sql(
      `with fans as (insert into users (email, username, name) select 'fan' || i || '${tag}@example.com', '${tag}f' || i, 'Fan'
         from generate_series(1, ${count}) i returning id)
       insert into user_follows (follower_id, following_id) select id, ${cook.user.id} from fans`,
    );
  }

  it('suggests the most followed cooks with public recipes, then those with the most, never myself or whom I follow; public fields only', async () => {
    const [me, star, rising, secretive] = [await cook(), await cook(), await cook(), await cook()];
    await recipeOf(star);
    await recipeOf(me);
    await followersFor(me, 60);
    await followersFor(star, 50);
    await followersFor(rising, 49);
    for (let i = 0; i < 3; i++) await recipeOf(rising);
    // Followed by many, but sharing nothing: following them would not fill the feed.
    await recipeOf(secretive, {}, false);
    await followersFor(secretive, 55);

    const suggested = await suggestionsOf(me);
    expect(suggested.length).toBeLessThanOrEqual(5);
    expect(suggested.slice(0, 2).map(({ id, followerCount, recipeCount }) => ({ id, followerCount, recipeCount }))).toEqual([
      { id: star.user.id, followerCount: 50, recipeCount: 1 },
      { id: rising.user.id, followerCount: 49, recipeCount: 3 },
    ]);
    const all = await suggestionsOf(me, '?limit=20');
    expect(all.map((user) => user.id)).not.toContain(me.user.id);
    expect(all.map((user) => user.id)).not.toContain(secretive.user.id);
    for (const [index, user] of all.entries()) {
      expect(Object.keys(user).sort()).toEqual([...SOCIAL_USER_FIELDS, 'followerCount', 'recipeCount'].sort());
      expect(user.isFollowing).toBe(false);
      expect(user.recipeCount).toBeGreaterThan(0);
      const next = all[index + 1];
      const rankedBefore = (a: Suggestion, b: Suggestion) =>
        a.followerCount > b.followerCount || (a.followerCount === b.followerCount && a.recipeCount >= b.recipeCount);
      if (next) expect(rankedBefore(user, next)).toBe(true);
    }
    expect(JSON.stringify(all)).not.toContain('@example.com');

    // Once followed, a cook is no longer suggested.
    await follow(me, star);
    expect((await suggestionsOf(me, '?limit=20')).map((user) => user.id)).not.toContain(star.user.id);
    expect((await suggestionsOf(me))[0].id).toBe(rising.user.id);
  });

  it('takes a limit from 1 to 20', async () => {
    const me = await cook();
    for (const author of [await cook(), await cook()]) await recipeOf(author);
    expect(await suggestionsOf(me, '?limit=1')).toHaveLength(1);
    for (const [limit, message] of [
      ['21', 'limit cannot exceed 20'],
      ['0', 'limit must be at least 1'],
      ['1.5', 'limit must be a whole number'],
    ]) {
      expect((await me.browser.get(`/api/social/suggestions?limit=${limit}`).expect(400)).body.message).toBe(message);
    }
    expect((await me.browser.get('/api/social/suggestions?limit=two').expect(400)).body.message).toMatch(/^limit /);
  });
});

describe('user search', () => {
  it('finds usernames containing the query in any case, prefix matches first then alphabetical, never myself, public fields only', async () => {
    const tag = uniqueTag();
    const me = await cook(`${tag}_me`);
    const zed = await cook(`${tag}_zed`);
    const amy = await cook(`a_${tag}`);
    const bea = await cook(`${tag}_bea`);
    const other = await cook();
    await follow(me, bea);

    const response = await me.browser.get(`/api/social/search?query=${tag.toUpperCase()}`).expect(200);
    expect(response.body.map((user: { username: string }) => user.username)).toEqual([
      bea.account.username,
      zed.account.username,
      amy.account.username,
    ]);
    expect(response.body.map((user: { isFollowing: boolean }) => user.isFollowing)).toEqual([true, false, false]);
    for (const user of response.body) {
      expect(Object.keys(user).sort()).toEqual(SOCIAL_USER_FIELDS);
      expect(user).not.toHaveProperty('email');
      expect(user).not.toHaveProperty('passwordHash');
    }
    expect(JSON.stringify(response.body)).not.toContain('@example.com');
    // the others find me
    const found = await other.browser.get(`/api/social/search?query=${tag}_me`).expect(200);
    expect(found.body.map((user: { id: number }) => user.id)).toEqual([me.user.id]);
  });

  it('answers [] to a blank query, takes wildcards literally, caps at 20 results and refuses a query over 100 characters', async () => {
    const tag = uniqueTag();
    const me = await cook();
    await t.sql(
      `insert into users (email, username, name) select 'many' || i || '${tag}@example.com', '${tag}x' || i, 'Many' from generate_series(1, 21) i`,
    );
    expect((await me.browser.get('/api/social/search?query=%20%20').expect(200)).body).toEqual([]);
    expect((await me.browser.get('/api/social/search').expect(200)).body).toEqual([]);
    expect((await me.browser.get('/api/social/search?query=%25').expect(200)).body).toEqual([]);
    expect((await me.browser.get(`/api/social/search?query=${tag}x`).expect(200)).body).toHaveLength(20);
    const tooLong = await me.browser.get(`/api/social/search?query=${'a'.repeat(101)}`).expect(400);
    expect(tooLong.body.message).toBe('Search query cannot exceed 100 characters');
    await me.browser.get(`/api/social/search?query=${'a'.repeat(100)}`).expect(200);
  });
});

describe('public profiles', () => {
  it('shows a user by username (any case) and by id: public fields, counts, isFollowing and the newest public recipes', async () => {
    const [me, chef, fan] = [await cook(), await cook(), await cook()];
    const older = await recipeOf(chef, { name: 'Older Stew' });
    await recipeOf(chef, { name: 'Secret Stew' }, false);
    const newer = await recipeOf(chef, { name: 'Newer Stew' });
    await follow(me, chef);
    await follow(fan, chef);
    await follow(chef, fan);

    const byName = await me.browser.get(`/api/social/profile/username/${chef.account.username.toUpperCase()}`).expect(200);
    const byId = await me.browser.get(`/api/social/profile/${chef.user.id}`).expect(200);
    expect(byId.body).toEqual(byName.body);
    expect(byName.body).toMatchObject({
      user: { id: chef.user.id, username: chef.account.username, name: 'Ada Lovelace', profilePicture: null, bio: null, isFollowing: true },
      recipeCount: 2,
      followerCount: 2,
      followingCount: 1,
      isFollowing: true,
    });
    expect(Object.keys(byName.body).sort()).toEqual(['followerCount', 'followingCount', 'isFollowing', 'publicRecipes', 'recipeCount', 'user']);
    expect(Object.keys(byName.body.user).sort()).toEqual(SOCIAL_USER_FIELDS);
    expect(byName.body.publicRecipes.map((card: Card) => card.id)).toEqual([newer.id, older.id]);
    expect(Object.keys(byName.body.publicRecipes[0]).sort()).toEqual(PUBLIC_CARD_FIELDS);
    expect(byName.body.publicRecipes[0]).toMatchObject({ name: 'Newer Stew', username: chef.account.username, isPublic: true, totalRatings: 0 });
    // the same card as the public listing
    const listed = await t.http().get(`/api/public-recipes?userId=${chef.user.id}`).expect(200);
    expect(byName.body.publicRecipes).toEqual(listed.body);

    const own = await chef.browser.get(`/api/social/profile/${chef.user.id}`).expect(200);
    expect(own.body).toMatchObject({ isFollowing: false, user: { isFollowing: false }, followerCount: 2 });
    const empty = await me.browser.get(`/api/social/profile/${fan.user.id}`).expect(200);
    expect(empty.body).toMatchObject({ publicRecipes: [], recipeCount: 0, followerCount: 1, followingCount: 1, isFollowing: false });
  });

  it('shows the newest 24 public recipes and counts all of them', async () => {
    const [me, chef] = [await cook(), await cook()];
    const ids: number[] = [];
    for (let index = 0; index < 26; index += 1) {
      const created = await chef.browser
        .post('/api/recipes')
        .send(recipeInput({ name: `Dish ${index}`, isPublic: true }))
        .expect(201);
      ids.push(created.body.id);
    }
    const profile = await me.browser.get(`/api/social/profile/${chef.user.id}`).expect(200);
    expect(profile.body.recipeCount).toBe(26);
    expect(profile.body.publicRecipes.map((card: Card) => card.id)).toEqual(ids.reverse().slice(0, 24));
  });

  it('answers 404 "User not found" for an unknown username or id', async () => {
    const me = await cook();
    expect((await me.browser.get('/api/social/profile/username/nobody_here_at_all').expect(404)).body).toEqual({ message: 'User not found' });
    expect((await me.browser.get('/api/social/profile/2147483647').expect(404)).body).toEqual({ message: 'User not found' });
  });
});

describe('the feed', () => {
  it("lists the public recipes of the users I follow, newest shared first, as public recipe cards; nobody else's", async () => {
    const [me, ann, bob, stranger] = [await cook(), await cook(), await cook(), await cook()];
    expect((await me.browser.get('/api/social/feed').expect(200)).body).toEqual([]);
    await follow(me, ann);
    await follow(me, bob);
    const annFirst = await recipeOf(ann, { name: 'Ann First' });
    const bobPrivate = await recipeOf(bob, { name: 'Bob Private' }, false);
    const bobShared = await recipeOf(bob, { name: 'Bob Shared' });
    await recipeOf(stranger, { name: 'Stranger Shared' });
    await recipeOf(me, { name: 'My Own' });
    const annSecond = (
      await ann.browser
        .post('/api/recipes')
        .send(recipeInput({ name: 'Ann Second', isPublic: true }))
        .expect(201)
    ).body;
    // shared again after being private: it counts as newly shared
    await bob.browser.patch(`/api/recipes/${bobPrivate.id}/public`).send({ isPublic: true }).expect(200);

    const feed = await me.browser.get('/api/social/feed').expect(200);
    expect(feed.headers['x-next-cursor']).toBeUndefined();
    expect(feed.body.map((card: Card) => card.name)).toEqual(['Bob Private', 'Ann Second', 'Bob Shared', 'Ann First']);
    expect(feed.body.map((card: Card) => card.id)).toEqual([bobPrivate.id, annSecond.id, bobShared.id, annFirst.id]);
    for (const card of feed.body) expect(Object.keys(card).sort()).toEqual(PUBLIC_CARD_FIELDS);
    const listed = await t.http().get(`/api/public-recipes?userId=${ann.user.id}`).expect(200);
    expect(feed.body.filter((card: Card) => card.username === ann.account.username)).toEqual(listed.body);

    // a recipe made private leaves the feed; unfollowing takes the user's recipes away
    await bob.browser.patch(`/api/recipes/${bobShared.id}/public`).send({ isPublic: false }).expect(200);
    await me.browser.delete(`/api/social/follow/${ann.user.id}`).expect(200);
    expect((await me.browser.get('/api/social/feed').expect(200)).body.map((card: Card) => card.id)).toEqual([bobPrivate.id]);
  });

  // The feed is written ahead (feed_entries): a page is the same range however many cooks are followed, and a follow made in SQL is in it too.
  it.each([
    ['2 follows', 0],
    ['over 100 follows', 120],
  ])('pages by X-Next-Cursor with %s: every recipe exactly once, in order, even when shared at the same instant', async (_case, quietFollows) => {
    const [me, ann, bob] = [await cook(), await cook(), await cook()];
    await follow(me, ann);
    await follow(me, bob);
    if (quietFollows) {
      // cooks who never shared a recipe, followed directly in the database
      const tag = uniqueTag();
      await t.sql(
        `insert into users (email, username, name) select 'quiet' || i || ? || '@example.com', 'q' || i || ?, 'Quiet Cook' from generate_series(1, ?) i`,
        [tag, tag, quietFollows],
      );
      await t.sql(`insert into user_follows (follower_id, following_id, created_at) select ?, id, now() from users where username like ?`, [
        me.user.id,
        `q%${tag}`,
      ]);
      expect((await me.browser.get('/api/social/following?limit=1').expect(200)).headers['x-total-count']).toBe(String(quietFollows + 2));
    }
    // someone I do not follow shares too: never in my feed
    await recipeOf(await cook(), { name: 'Not Followed' });
    for (let index = 0; index < 6; index += 1) {
      await recipeOf(index % 2 ? ann : bob, { name: `Paged ${index}` });
    }
    const [{ ids }] = await t.sql<{ ids: number[] }>(
      'select array_agg(id order by published_at desc, id desc) as ids from recipes where user_id in (?, ?) and is_public',
      [ann.user.id, bob.user.id],
    );
    // two recipes shared at the very same instant: the id decides
    await t.sql('update recipes set published_at = (select published_at from recipes where id = ?) where id = ?', [ids[1], ids[2]]);
    const [{ expected }] = await t.sql<{ expected: number[] }>(
      'select array_agg(id order by published_at desc, id desc) as expected from recipes where user_id in (?, ?) and is_public',
      [ann.user.id, bob.user.id],
    );

    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const response = await me.browser.get(`/api/social/feed?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`).expect(200);
      seen.push(...response.body.map((card: Card) => card.id));
      cursor = response.headers['x-next-cursor'];
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(2);
    expect(seen).toEqual(expected);
    expect((await me.browser.get('/api/social/feed?limit=6').expect(200)).headers['x-next-cursor']).toBeUndefined();
  });

  it('refuses a malformed cursor and an out-of-range limit, as /public-recipes does', async () => {
    const me = await cook();
    const bad = await me.browser.get('/api/social/feed?cursor=not-a-cursor').expect(400);
    expect(bad.body.message).toBe('Invalid cursor: use the X-Next-Cursor of the previous page');
    expect((await me.browser.get('/api/social/feed?limit=101').expect(400)).body.message).toBe('limit cannot exceed 100');
    expect((await me.browser.get('/api/social/feed?limit=0').expect(400)).body.message).toBe('limit must be at least 1');
  });
});

describe('notifications', () => {
  it('tells me of a new follower once per new follow, with the follower as userId', async () => {
    const [me, fan] = [await cook(), await cook()];
    const before = Date.now();
    await follow(fan, me);
    await follow(fan, me);
    const { list, unread, total } = await notificationsOf(me);
    expect(list).toEqual([
      {
        id: expect.any(Number),
        message: `${fan.account.username} started following you`,
        date: expect.any(String),
        read: false,
        userId: fan.user.id,
      },
    ]);
    expect(new Date(list[0].date).toISOString()).toBe(list[0].date);
    expect(Date.parse(list[0].date)).toBeGreaterThanOrEqual(before - 1000);
    expect([unread, total]).toEqual([1, 1]);
    // nothing for the follower
    expect((await notificationsOf(fan)).total).toBe(0);
  });

  it('tells me of the same follower once a day, however often they unfollow and follow again', async () => {
    const [me, fan] = [await cook(), await cook()];
    for (let round = 0; round < 20; round += 1) {
      await fan.browser.delete(`/api/social/follow/${me.user.id}`).expect(200);
      await follow(fan, me);
    }
    expect(await messagesOf(me)).toEqual([`${fan.account.username} started following you`]);
    const other = await cook();
    await follow(other, me);
    expect((await notificationsOf(me)).total).toBe(2);
  });

  it("tells a recipe's owner of someone else's comment, first rating (with its stars as they are now) and photo; never of their own", async () => {
    const [owner, guest] = [await cook(), await cook()];
    const recipe = await recipeOf(owner, { name: 'Tomato Soup' });
    await owner.browser.post(`/api/recipes/${recipe.id}/comments`).send({ content: 'My own' }).expect(201);
    await owner.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 5 }).expect(201);
    await owner.browser
      .post(`/api/recipes/${recipe.id}/photos`)
      .send({ photoUrl: await pngDataUrl() })
      .expect(201);
    expect((await notificationsOf(owner)).total).toBe(0);

    await guest.browser.post(`/api/recipes/${recipe.id}/comments`).send({ content: 'Lovely' }).expect(201);
    await guest.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 4 }).expect(201);
    // A change is not news, but the notification of the first rating then says the new stars.
    await guest.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 2 }).expect(201);
    await guest.browser
      .post(`/api/recipes/${recipe.id}/photos`)
      .send({ photoUrl: await pngDataUrl() })
      .expect(201);
    const { list, unread } = await notificationsOf(owner);
    const who = guest.account.username;
    expect(list.map(({ message, recipeId, userId, read }) => ({ message, recipeId, userId, read }))).toEqual([
      { message: `${who} added a photo to your recipe "Tomato Soup"`, recipeId: recipe.id, userId: guest.user.id, read: false },
      { message: `${who} rated your recipe "Tomato Soup" 2 stars`, recipeId: recipe.id, userId: guest.user.id, read: false },
      { message: `${who} commented on your recipe "Tomato Soup"`, recipeId: recipe.id, userId: guest.user.id, read: false },
    ]);
    expect(unread).toBe(3);
    expect((await notificationsOf(guest)).total).toBe(0);
  });

  it('says "1 star" for a one-star rating, and keeps the names of the moment the notification was written', async () => {
    const [owner, guest] = [await cook(), await cook()];
    const recipe = await recipeOf(owner, { name: 'Plain Rice' });
    await guest.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 1 }).expect(201);
    await owner.browser.patch(`/api/recipes/${recipe.id}`).send({ name: 'Fancy Rice' }).expect(200);
    expect(await messagesOf(owner)).toEqual([`${guest.account.username} rated your recipe "Plain Rice" 1 star`]);
  });

  it('tells every follower once when someone they follow shares a recipe, on create or private → public, never again for the same recipe', async () => {
    const [author, fan1, fan2, stranger] = [await cook(), await cook(), await cook(), await cook()];
    await follow(fan1, author);
    await follow(fan2, author);
    const created = await author.browser
      .post('/api/recipes')
      .send(recipeInput({ name: 'Shared At Once', isPublic: true }))
      .expect(201);
    expect(created.body).toMatchObject({ isPublic: true });
    const later = await recipeOf(author, { name: 'Shared Later' });
    await author.browser.patch(`/api/recipes/${later.id}/public`).send({ isPublic: false }).expect(200);
    await author.browser.patch(`/api/recipes/${later.id}/public`).send({ isPublic: true }).expect(200);
    await author.browser.patch(`/api/recipes/${later.id}/public`).send({ isPublic: true }).expect(200);
    await recipeOf(author, { name: 'Kept Private' }, false);

    for (const fan of [fan1, fan2]) {
      const { list } = await notificationsOf(fan);
      expect(list.map(({ message, recipeId, userId }) => ({ message, recipeId, userId }))).toEqual([
        { message: `${author.account.username} shared a new recipe: "Shared Later"`, recipeId: later.id, userId: author.user.id },
        { message: `${author.account.username} shared a new recipe: "Shared At Once"`, recipeId: created.body.id, userId: author.user.id },
      ]);
    }
    // the author's own notifications: the two followers only
    expect((await messagesOf(author)).every((message) => message.endsWith('started following you'))).toBe(true);
    expect((await notificationsOf(stranger)).total).toBe(0);
  });

  it('gives the newest first, limit bounded, with X-Unread-Count and X-Total-Count over all of mine', async () => {
    const me = await cook();
    const fans = [];
    for (let index = 0; index < 7; index += 1) {
      const fan = await cook();
      await follow(fan, me);
      fans.push(fan);
    }
    const bell = await notificationsOf(me, '?limit=5');
    expect(bell.list.map((notice) => notice.userId)).toEqual(
      fans
        .reverse()
        .slice(0, 5)
        .map((fan) => fan.user.id),
    );
    expect([bell.unread, bell.total]).toEqual([7, 7]);
    expect((await notificationsOf(me)).list).toHaveLength(7);
    for (const query of ['limit=0', 'limit=101', 'limit=x']) {
      expect((await me.browser.get(`/api/social/notifications?${query}`).expect(400)).body.message).toMatch(/^limit /);
    }
  });

  it('marks one read (answering it) or all read (answering how many were unread)', async () => {
    const [me, ann, bob, cal] = [await cook(), await cook(), await cook(), await cook()];
    await follow(ann, me);
    await follow(bob, me);
    await follow(cal, me);
    const { list } = await notificationsOf(me);
    const marked = await me.browser.patch(`/api/social/notifications/${list[1].id}/read`).expect(200);
    expect(marked.body).toEqual({ ...list[1], read: true });
    await me.browser.patch(`/api/social/notifications/${list[1].id}/read`).expect(200);
    const after = await notificationsOf(me);
    expect(after.list.map((notice) => notice.read)).toEqual([false, true, false]);
    expect([after.unread, after.total]).toEqual([2, 3]);

    expect((await me.browser.post('/api/social/notifications/read-all').expect(200)).body).toEqual({ updated: 2 });
    expect((await me.browser.post('/api/social/notifications/read-all').expect(200)).body).toEqual({ updated: 0 });
    const all = await notificationsOf(me);
    expect(all.list.every((notice) => notice.read)).toBe(true);
    expect([all.unread, all.total]).toEqual([0, 3]);
  });

  it("keeps each user's notifications to themselves: another user can neither list nor mark them (404)", async () => {
    const [ann, bob, fan] = [await cook(), await cook(), await cook()];
    await follow(fan, ann);
    const [annNotice] = (await notificationsOf(ann)).list;
    expect((await notificationsOf(bob)).list).toEqual([]);
    const refused = await bob.browser.patch(`/api/social/notifications/${annNotice.id}/read`).expect(404);
    expect(refused.body).toEqual({ message: 'Notification not found' });
    expect((await bob.browser.patch('/api/social/notifications/2147483647/read').expect(404)).body).toEqual({ message: 'Notification not found' });
    expect((await bob.browser.post('/api/social/notifications/read-all').expect(200)).body).toEqual({ updated: 0 });
    const still = await notificationsOf(ann);
    expect(still.list).toEqual([annNotice]);
    expect(still.unread).toBe(1);
  });

  it('never fails the request that caused a notification, even when notifications cannot be written', async () => {
    const [owner, guest, fan] = [await cook(), await cook(), await cook()];
    const recipe = await recipeOf(owner, { name: 'Sturdy Bread' });
    await follow(fan, owner);
    await t.sql('alter table notifications rename to notifications_away');
    try {
      await guest.browser.post(`/api/recipes/${recipe.id}/comments`).send({ content: 'Still works' }).expect(201);
      await guest.browser.post(`/api/recipes/${recipe.id}/ratings`).send({ rating: 3 }).expect(201);
      await owner.browser
        .post('/api/recipes')
        .send(recipeInput({ isPublic: true }))
        .expect(201);
      await guest.browser.post(`/api/social/follow/${owner.user.id}`).expect(200);
    } finally {
      await t.sql('alter table notifications_away rename to notifications');
    }
    expect((await guest.browser.get(`/api/recipes/${recipe.id}/comments`).expect(200)).body).toHaveLength(1);
    expect((await owner.browser.get(`/api/social/profile/${owner.user.id}`).expect(200)).body.followerCount).toBe(2);
    // what could not be written is lost, nothing else
    expect(await messagesOf(owner)).toEqual([`${fan.account.username} started following you`]);
  });

  it('go with their user, their actor and their recipe', async () => {
    const [owner, guest] = [await cook(), await cook()];
    const recipe = await recipeOf(owner);
    await guest.browser.post(`/api/recipes/${recipe.id}/comments`).send({ content: 'Nice' }).expect(201);
    await follow(guest, owner);
    expect((await notificationsOf(owner)).total).toBe(2);
    await owner.browser.delete(`/api/recipes/${recipe.id}`).expect(200);
    expect((await notificationsOf(owner)).total).toBe(1);
    await t.sql('delete from users where id = ?', [guest.user.id]);
    expect((await notificationsOf(owner)).total).toBe(0);
  });
});
