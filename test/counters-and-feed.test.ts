// Issue 53: what the lists read instead of counting (the admin statistics' counters, cook_counts) and
// the feed written ahead (feed_entries), kept by triggers: each must equal a fresh count of the tables it
// stands for after every kind of change, and when changes arrive at once.
import { StatisticsCompactionJob } from '../src/modules/admin/adapters/jobs/statistics-compaction.job.js';
import { burst, statusCounts } from './support/burst.js';
import { newAccount, signedInAdmin, signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await t.url();
});
afterAll(() => t.close());

/** A cook registered over the API, with the session cookie for bursts of raw requests. */
async function cookWithCookie(): Promise<{ user: { id: number }; headers: { cookie: string } }> {
  const registered = await t.http().post('/api/register').send(newAccount()).expect(201);
  const cookie = [registered.headers['set-cookie'] ?? []].flat()[0].split(';')[0];
  return { user: registered.body as { id: number }, headers: { cookie } };
}
type CookieCook = Awaited<ReturnType<typeof cookWithCookie>>;

/** What the admin statistics would say if they counted every table now. */
async function countedNow() {
  const [row] = await t.sql<{ userCount: number; recipeCount: number; ticketsCirculation: number; recipesByCategory: Record<string, number> }>(
    `select (select count(*)::int from users) as "userCount", (select count(*)::int from recipes) as "recipeCount",
       (select coalesce(sum(balance), 0)::int from user_tickets) as "ticketsCirculation",
       (select coalesce(json_object_agg(category, n), '{}') from (select category, count(*)::int as n from recipes group by category) g) as "recipesByCategory"`,
  );
  return row;
}

describe('the admin statistics', () => {
  it('equal a fresh count after recipes are created at once, moved between categories, deleted, and a cook is deleted', async () => {
    const admin = await signedInAdmin(t);
    const cooks = await Promise.all(Array.from({ length: 4 }, () => cookWithCookie()));
    const created = await burst(`${base}/api/recipes`, 24, (index) => ({
      body: recipeInput({ name: `Counted ${index}`, category: index % 2 ? 'Dessert' : 'Snack' }),
      headers: cooks[index % cooks.length].headers,
    }));
    expect(statusCounts(created)).toEqual({ 201: 24 });
    expect((await admin.browser.get('/api/admin/stats').expect(200)).body).toEqual(await countedNow());

    // The first and the fifth are the first cook's.
    const [first, , , , fifth] = created.map((answer) => answer.body as { id: number });
    await t.http().patch(`/api/recipes/${first.id}`).set(cooks[0].headers).send({ category: 'Drink' }).expect(200);
    await t.http().delete(`/api/recipes/${fifth.id}`).set(cooks[0].headers).expect(200);
    await admin.browser.post(`/api/admin/users/${cooks[1].user.id}/add-tickets`).send({ amount: 9 }).expect(200);
    await admin.browser.delete(`/api/admin/users/${cooks[1].user.id}`).expect(200);
    const stats = (await admin.browser.get('/api/admin/stats').expect(200)).body;
    expect(stats).toEqual(await countedNow());

    // Folded into one row a counter, they say the same.
    const rowsBefore = (await t.sql<{ n: number }>('select count(*)::int as n from admin_statistics_deltas'))[0].n;
    expect(await t.app.get(StatisticsCompactionJob).compact(new Date(Date.now() + 3_600_000))).toBe(true);
    const rowsAfter = (await t.sql<{ n: number }>('select count(*)::int as n from admin_statistics_deltas'))[0].n;
    expect(rowsAfter).toBeLessThan(rowsBefore);
    expect(rowsAfter).toBe(3 + Object.keys(stats.recipesByCategory).length);
    expect((await admin.browser.get('/api/admin/stats').expect(200)).body).toEqual(stats);
  });
});

/** The cooks whose cook_counts row differs from a fresh count of their follows and public recipes. */
const countsDrift = () =>
  t.sql(
    `select c.user_id from cook_counts c
     where c.followers <> (select count(*) from user_follows f where f.following_id = c.user_id)
        or c.following <> (select count(*) from user_follows f where f.follower_id = c.user_id)
        or c.public_recipes <> (select count(*) from recipes r where r.user_id = c.user_id and r.is_public)`,
  );

describe('cook counts', () => {
  it('stay equal to the follows and public recipes when 24 cooks follow one cook at once, some unfollow at once, and two cooks follow each other at once', async () => {
    const star = await signedInBrowser(t);
    const fans = await Promise.all(Array.from({ length: 24 }, () => cookWithCookie()));
    const followed = await burst(`${base}/api/social/follow/${star.user.id}`, 24, (index) => ({ headers: fans[index].headers }));
    expect(statusCounts(followed)).toEqual({ 200: 24 });
    const unfollowed = await burst(`${base}/api/social/follow/${star.user.id}`, 10, (index) => ({ method: 'DELETE', headers: fans[index].headers }));
    expect(statusCounts(unfollowed)).toEqual({ 200: 10 });
    // Pairs following each other in both directions at the same moment: never a deadlock.
    const crossed = await burst(`${base}/api/social/follow`, 20, (index) => {
      const [me, them] = index % 2 ? [fans[index - 1], fans[index]] : [fans[index + 1], fans[index]];
      return { path: String(them.user.id), headers: me.headers };
    });
    expect(statusCounts(crossed)).toEqual({ 200: 20 });

    const profile = (await star.browser.get(`/api/social/profile/${star.user.id}`).expect(200)).body;
    expect({ followers: profile.followerCount, following: profile.followingCount }).toEqual({ followers: 14, following: 0 });
    const followers = await star.browser.get('/api/social/followers?limit=5').expect(200);
    expect(followers.headers['x-total-count']).toBe('14');
    expect(await countsDrift()).toEqual([]);
    for (const fan of fans.slice(0, 2)) {
      const fanProfile = (await star.browser.get(`/api/social/profile/${fan.user.id}`).expect(200)).body;
      expect({ followers: fanProfile.followerCount, following: fanProfile.followingCount }).toEqual({ followers: 1, following: 1 });
    }
  });
});

describe('the feed written ahead', () => {
  /** The feed as the tables define it: every public recipe of everyone the cook follows. */
  const expectedFeed = async (cook: CookieCook) =>
    (
      await t.sql<{ id: number }>(
        `select r.id from recipes r join user_follows f on f.following_id = r.user_id
         where f.follower_id = ? and r.is_public order by r.published_at desc, r.id desc`,
        [cook.user.id],
      )
    ).map((row) => row.id);
  const feedOf = async (cook: CookieCook) =>
    ((await t.http().get('/api/social/feed?limit=50').set(cook.headers).expect(200)).body as { id: number }[]).map((card) => card.id);

  it('never misses a recipe published while cooks follow its author, nor keeps one of an author they unfollow at that moment', async () => {
    const author = await cookWithCookie();
    const readers = await Promise.all(Array.from({ length: 20 }, () => cookWithCookie()));
    const drafts = await Promise.all(
      Array.from(
        { length: 5 },
        async (_, index) =>
          (
            await t
              .http()
              .post('/api/recipes')
              .set(author.headers)
              .send(recipeInput({ name: `Crossing ${index}` }))
              .expect(201)
          ).body as { id: number },
      ),
    );
    // 20 follows and 5 publications, all at once.
    const crossing = await burst(`${base}/api`, 25, (index) =>
      index < 20
        ? { path: `social/follow/${author.user.id}`, headers: readers[index].headers }
        : { path: `recipes/${drafts[index - 20].id}/public`, method: 'PATCH', body: { isPublic: true }, headers: author.headers },
    );
    expect(statusCounts(crossing)).toEqual({ 200: 25 });
    for (const reader of readers) expect(await feedOf(reader)).toEqual(await expectedFeed(reader));
    expect(await feedOf(readers[0])).toHaveLength(5); // the 5 shared, not the author's private welcome recipes

    // 10 unfollows, 2 recipes made private and 1 published anew, all at once.
    const leaving = await burst(`${base}/api`, 13, (index) =>
      index < 10
        ? { path: `social/follow/${author.user.id}`, method: 'DELETE', headers: readers[index].headers }
        : { path: `recipes/${drafts[index - 10].id}/public`, method: 'PATCH', body: { isPublic: index === 12 }, headers: author.headers },
    );
    expect(statusCounts(leaving)).toEqual({ 200: 13 });
    for (const reader of readers) expect(await feedOf(reader)).toEqual(await expectedFeed(reader));
    expect(await feedOf(readers[0])).toEqual([]);
    expect(await feedOf(readers[19])).toHaveLength(3);

    // A deleted recipe leaves every feed; no entry anywhere that the tables do not account for.
    await t.http().delete(`/api/recipes/${drafts[4].id}`).set(author.headers).expect(200);
    expect(await feedOf(readers[19])).toEqual(await expectedFeed(readers[19]));
    const strays = await t.sql(
      `select e.* from feed_entries e
       where not exists (select 1 from recipes r join user_follows f on f.following_id = r.user_id
                         where r.id = e.recipe_id and r.is_public and f.follower_id = e.user_id and r.published_at = e.published_at)`,
    );
    expect(strays).toEqual([]);
    expect(await countsDrift()).toEqual([]);
  });
});
