import { fetchRecipeList } from '../features/recipes/api';
import { FEATURED_COUNT } from '../features/home/components/FeaturedRecipesCard';
import { RECIPES_PAGE_SIZE } from '../features/recipes/routes/MyRecipesPage';
import { claimEarlyResponse, FIRST_SCREENS, SIGNED_IN_META, sendEarlyRequests } from './earlyRequests';

const origin = window.location.origin;
const card = { id: 1, userId: 7, name: 'Lemon pasta', description: '', imageUrl: null, cookTime: 20, servings: 2, difficulty: 'Easy' };

/** A fetch that answers /api/user with `userStatus` and any list with one card, and records what was asked. */
function stubFetch(userStatus: number) {
  const asked: string[] = [];
  const fetch = jest.fn((input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    asked.push(url.replace(origin, ''));
    const body = url.includes('/api/user') ? { id: 7, username: 'ada' } : [card];
    const headers = { 'Content-Type': 'application/json', 'X-Total-Count': '1' };
    return Promise.resolve(new Response(JSON.stringify(body), { status: url.includes('/api/user') ? userStatus : 200, headers }));
  });
  globalThis.fetch = fetch as typeof globalThis.fetch;
  return asked;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The page the server sends a visitor with a session cookie on a first screen. */
const signedInPage = () => (document.head.innerHTML = `<meta name="${SIGNED_IN_META}">`);

describe('early requests (the first screen asks before React is ready)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    document.head.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('asks who is signed in and, on a signed-in page, the screen’s first page at once; the screen’s own request gets that answer', async () => {
    signedInPage();
    const asked = stubFetch(200);
    sendEarlyRequests('/recipes');
    expect(asked).toEqual(['/api/user', ...FIRST_SCREENS['/recipes'].data]);
    expect(asked[1]).toBe(`/api/recipes?limit=${RECIPES_PAGE_SIZE}`);

    // My Recipes' own first request is answered by the early one: nothing more goes out.
    const sent = asked.length;
    const list = await fetchRecipeList({ search: '', category: '', limit: RECIPES_PAGE_SIZE });
    expect(list).toEqual({ recipes: [card], total: 1 });
    expect(asked).toHaveLength(sent);
    // Once only: the next identical request goes to the network.
    await fetchRecipeList({ limit: RECIPES_PAGE_SIZE });
    expect(asked).toHaveLength(sent + 1);
  });

  it('asks for the featured recipes of Home with the request Home makes', async () => {
    signedInPage();
    const asked = stubFetch(200);
    sendEarlyRequests('/');
    await settled();
    expect(asked).toEqual(['/api/user', ...FIRST_SCREENS['/'].data]);
    await fetchRecipeList({ limit: FEATURED_COUNT + 1 });
    expect(asked).toHaveLength(1 + FIRST_SCREENS['/'].data.length);
  });

  it('asks only who is signed in when the page is not the signed-in one (no session cookie)', async () => {
    const asked = stubFetch(401);
    sendEarlyRequests('/recipes');
    await settled();
    expect(asked).toEqual(['/api/user']);
    void claimEarlyResponse(new Request(`${origin}/api/user`));
  });

  it('asks, on the sign-in screen, whether Google sign-in is set up: the form waits for that answer', async () => {
    const asked = stubFetch(401);
    sendEarlyRequests('/auth');
    await settled();
    expect(asked).toEqual(['/api/user', '/api/auth/google/status']);
    void claimEarlyResponse(new Request(`${origin}/api/user`));
    void claimEarlyResponse(new Request(`${origin}/api/auth/google/status`));
  });

  it('asks only who is signed in on a screen without early data', async () => {
    signedInPage();
    const asked = stubFetch(200);
    sendEarlyRequests('/shopping-pantry');
    await settled();
    expect(asked).toEqual(['/api/user']);
    void claimEarlyResponse(new Request(`${origin}/api/user`));
  });

  it('drops every unclaimed answer when something changes (a POST), and answers nothing after 10 s', async () => {
    signedInPage();
    stubFetch(200);
    sendEarlyRequests('/recipes');
    await settled();
    void claimEarlyResponse(new Request(`${origin}/api/logout`, { method: 'POST' }));
    expect(claimEarlyResponse(new Request(`${origin}/api/user`))).toBeUndefined();
    expect(claimEarlyResponse(new Request(`${origin}/api/recipes?limit=${RECIPES_PAGE_SIZE}`))).toBeUndefined();

    sendEarlyRequests('/shopping-pantry');
    const sentAt = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(sentAt + 10_001);
    expect(claimEarlyResponse(new Request(`${origin}/api/user`))).toBeUndefined();
  });
});
