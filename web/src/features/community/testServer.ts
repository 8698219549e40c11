import type { User } from '../../api/client';
import { fakeServer, json, makeUser, type FakeServer } from '../../test/render';
import { makePublicCard } from '../recipes/testFixtures';
import type { PublicRecipeCard, SocialNotification, SocialUser } from './api';

/** Test data and a fake social API (the contract of issue 14) for the community's component tests. */

export type Person = Omit<SocialUser, 'isFollowing'>;

export const ME = makeUser({ id: 1, username: 'ada_cooks', name: 'Ada Lovelace', bio: 'Bakes on Sundays' });
export const MARCO: Person = { id: 2, username: 'chef_marco', name: 'Marco Rossi', profilePicture: null, bio: 'Pasta every day' };
export const ROSA: Person = { id: 3, username: 'nonna_rosa', name: 'Rosa', profilePicture: null, bio: null };
export const LUIS: Person = { id: 4, username: 'luis_grills', name: null, profilePicture: null, bio: null };

export type Failing =
  'feed' | 'followers' | 'following' | 'search' | 'suggestions' | 'follow' | 'unfollow' | 'remove' | 'profile' | 'notifications' | 'user-recipes';

export interface SocialWorld {
  me: User;
  people: Person[];
  /** [followerId, followingId] */
  follows: Array<[number, number]>;
  recipes: PublicRecipeCard[];
  notifications: SocialNotification[];
  /** Calls that answer 500. */
  failing: Set<Failing>;
  /** Headers of GET /api/social/notifications, when a test sets them itself. */
  notificationHeaders?: { unread?: number; total?: number };
}

export function world(overrides: Partial<SocialWorld> = {}): SocialWorld {
  return { me: ME, people: [MARCO, ROSA, LUIS], follows: [], recipes: [], notifications: [], failing: new Set(), ...overrides };
}

export function recipeBy(author: Person | User, id: number, overrides: Partial<PublicRecipeCard> = {}): PublicRecipeCard {
  return makePublicCard({ id, userId: author.id, username: author.username, name: `Recipe ${id}`, slug: `recipe-${id}`, ...overrides });
}

export const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function withHeaders(body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });
}

const fail = () => json({ message: 'Database unavailable' }, 500);

/** A fake social API over `w`, changing like the server would. */
export function serveSocial(w: SocialWorld): FakeServer {
  const server = fakeServer(w.me);
  const everyone = (): Person[] => [
    { id: w.me.id, username: w.me.username, name: w.me.name, profilePicture: w.me.profilePicture, bio: w.me.bio },
    ...w.people,
  ];
  const find = (id: number) => everyone().find((p) => p.id === id);
  const follows = (a: number, b: number) => w.follows.some(([f, t]) => f === a && t === b);
  const social = (p: Person): SocialUser => ({ ...p, isFollowing: p.id !== w.me.id && follows(w.me.id, p.id) });
  const page = (users: Person[], url: URL) => {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 50);
    return withHeaders(users.slice(offset, offset + limit).map(social), { 'X-Total-Count': String(users.length) });
  };
  const recipePage = (rows: PublicRecipeCard[], url: URL) => {
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 24);
    const headers: Record<string, string> = {};
    if (start + limit < rows.length) headers['X-Next-Cursor'] = String(start + limit);
    return withHeaders(rows.slice(start, start + limit), headers);
  };
  const profile = (p: Person) => {
    const recipes = w.recipes.filter((r) => r.userId === p.id);
    return json({
      user: social(p),
      publicRecipes: recipes.slice(0, 24),
      recipeCount: recipes.length,
      followerCount: w.follows.filter(([, t]) => t === p.id).length,
      followingCount: w.follows.filter(([f]) => f === p.id).length,
      isFollowing: social(p).isFollowing,
    });
  };

  server.use((request) => {
    const url = new URL(request.url);
    const path = url.pathname;
    const method = request.method;
    let m: RegExpExecArray | null;

    if (path === '/api/social/feed' && method === 'GET') {
      if (w.failing.has('feed')) return fail();
      const mine = w.recipes.filter((r) => follows(w.me.id, r.userId));
      return recipePage(mine, url);
    }
    if (path === '/api/social/followers' && method === 'GET') {
      if (w.failing.has('followers')) return fail();
      const ids = w.follows.filter(([, t]) => t === w.me.id).map(([f]) => f);
      return page(
        ids.map(find).filter((p): p is Person => !!p),
        url,
      );
    }
    if (path === '/api/social/following' && method === 'GET') {
      if (w.failing.has('following')) return fail();
      const ids = w.follows.filter(([f]) => f === w.me.id).map(([, t]) => t);
      return page(
        ids.map(find).filter((p): p is Person => !!p),
        url,
      );
    }
    if (path === '/api/social/suggestions' && method === 'GET') {
      if (w.failing.has('suggestions')) return fail();
      const counted = w.people
        .filter((p) => !follows(w.me.id, p.id))
        .map((p) => ({
          ...social(p),
          followerCount: w.follows.filter(([, t]) => t === p.id).length,
          recipeCount: w.recipes.filter((r) => r.userId === p.id).length,
        }))
        .filter((p) => p.recipeCount > 0)
        .sort((a, b) => b.followerCount - a.followerCount || b.recipeCount - a.recipeCount || a.id - b.id);
      return json(counted.slice(0, Number(url.searchParams.get('limit') ?? 5)));
    }
    if (path === '/api/social/search' && method === 'GET') {
      if (w.failing.has('search')) return fail();
      const q = (url.searchParams.get('query') ?? '').trim().toLowerCase();
      if (!q) return json([]);
      return json(w.people.filter((p) => p.username.toLowerCase().includes(q)).map(social));
    }
    if ((m = /^\/api\/social\/follow\/(\d+)$/.exec(path))) {
      const id = Number(m[1]);
      if (method === 'POST') {
        if (w.failing.has('follow')) return fail();
        if (id === w.me.id) return json({ message: 'You cannot follow yourself' }, 400);
        if (!find(id)) return json({ message: 'User not found' }, 404);
        if (!follows(w.me.id, id)) w.follows.push([w.me.id, id]);
        return json({ message: 'You are now following this user', isFollowing: true, followerCount: w.follows.filter(([, t]) => t === id).length });
      }
      if (method === 'DELETE') {
        if (w.failing.has('unfollow')) return fail();
        w.follows = w.follows.filter(([f, t]) => !(f === w.me.id && t === id));
        return json({ message: 'You have unfollowed this user', isFollowing: false, followerCount: w.follows.filter(([, t]) => t === id).length });
      }
    }
    if ((m = /^\/api\/social\/followers\/(\d+)$/.exec(path)) && method === 'DELETE') {
      if (w.failing.has('remove')) return fail();
      const id = Number(m[1]);
      w.follows = w.follows.filter(([f, t]) => !(f === id && t === w.me.id));
      return json({ message: 'You have removed this follower' });
    }
    if ((m = /^\/api\/social\/profile\/username\/([^/]+)$/.exec(path)) && method === 'GET') {
      if (w.failing.has('profile')) return fail();
      const name = decodeURIComponent(m[1]).toLowerCase();
      const p = everyone().find((u) => u.username.toLowerCase() === name);
      return p ? profile(p) : json({ message: 'User not found' }, 404);
    }
    if ((m = /^\/api\/social\/profile\/(\d+)$/.exec(path)) && method === 'GET') {
      if (w.failing.has('profile')) return fail();
      const p = find(Number(m[1]));
      return p ? profile(p) : json({ message: 'User not found' }, 404);
    }
    if (path === '/api/social/notifications' && method === 'GET') {
      if (w.failing.has('notifications')) return fail();
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const unread = w.notificationHeaders?.unread ?? w.notifications.filter((n) => !n.read).length;
      const total = w.notificationHeaders?.total ?? w.notifications.length;
      return withHeaders(w.notifications.slice(0, limit), { 'X-Unread-Count': String(unread), 'X-Total-Count': String(total) });
    }
    if ((m = /^\/api\/social\/notifications\/(\d+)\/read$/.exec(path)) && method === 'PATCH') {
      const n = w.notifications.find((x) => x.id === Number(m![1]));
      if (!n) return json({ message: 'Notification not found' }, 404);
      n.read = true;
      return json(n);
    }
    if (path === '/api/social/notifications/read-all' && method === 'POST') {
      const updated = w.notifications.filter((n) => !n.read).length;
      w.notifications.forEach((n) => (n.read = true));
      return json({ updated });
    }
    if (path === '/api/public-recipes/categories' && method === 'GET') return json([...new Set(w.recipes.map((r) => r.category))].sort());
    if (path === '/api/public-recipes' && method === 'GET') {
      const userId = url.searchParams.get('userId');
      if (userId && w.failing.has('user-recipes')) return fail();
      const category = url.searchParams.get('category');
      const rows = w.recipes.filter((r) => (!userId || r.userId === Number(userId)) && (!category || r.category === category));
      return recipePage(rows, url);
    }
    return undefined;
  });
  return server;
}

/** The requests of `server` to `pathname` with `method`. */
export const requestsTo = (server: FakeServer, method: string, pathname: string) =>
  server.requests.filter((r) => r.method === method && new URL(r.url).pathname === pathname);

/** The toast's view loads with the first toast. */
export const TOAST = { timeout: 5000 };
