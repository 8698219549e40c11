import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '../../../api/client';
import { fakeServer, json, makeUser, renderRoutes, type FakeServer } from '../../../test/render';
import { useTicketBalance } from '../../tickets';
import { requestsTo, serveTickets, ticketWorld, type TicketWorld } from '../../tickets/testServer';
import type { Comment, Recipe, RecipePhoto } from '../api';
import RecipeDetailPage from '../routes/RecipeDetailPage';
import { makeRecipe } from '../testFixtures';
import { relativeTime } from '../recipeHelpers';

const OWNER = makeUser({ id: 1, username: 'ada_cooks', name: 'Ada Lovelace' });
const MARCO = makeUser({ id: 2, username: 'chef_marco', name: 'Marco Rossi' });
const THIRD = makeUser({ id: 3, username: 'nonna_rosa', name: 'Rosa' });

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function comment(id: number, author: User, content: string, createdAt = minutesAgo(5)): Comment {
  return {
    id,
    recipeId: 42,
    userId: author.id,
    username: author.username,
    name: author.name,
    profilePicture: null,
    content,
    createdAt,
    updatedAt: createdAt,
  };
}

function photo(id: number, author: User, caption: string | null): RecipePhoto {
  return {
    id,
    recipeId: 42,
    userId: author.id,
    username: author.username,
    photoUrl: `/media/${'a'.repeat(63)}${id}.jpg`,
    caption,
    isApproved: true,
    createdAt: minutesAgo(180),
  };
}

interface World {
  recipe: Recipe;
  comments: Comment[];
  photos: RecipePhoto[];
  ratings: { userId: number; username: string; rating: number; createdAt: string; updatedAt: string }[];
  mine: number | null;
}

/** A fake API for one recipe and its feedback, changing like the server would, and the tickets it earns. */
function serveRecipe(user: User | null, world: World, tickets: TicketWorld = ticketWorld()): FakeServer {
  const server = serveTickets(fakeServer(user), tickets);
  const summary = () => {
    const total = world.ratings.length;
    const average = total ? Math.round((world.ratings.reduce((s, r) => s + r.rating, 0) / total) * 10) / 10 : 0;
    return { ratings: world.ratings, averageRating: average, totalRatings: total };
  };
  server.use(async (request) => {
    const { pathname } = new URL(request.url);
    const m = request.method;
    const withTotal = (rows: unknown[]) =>
      new Response(JSON.stringify(rows), { headers: { 'content-type': 'application/json', 'X-Total-Count': String(rows.length) } });
    if (pathname === '/api/recipes/42' && m === 'GET') return json({ ...world.recipe, ...summary() });
    if (pathname === '/api/recipes/42/comments' && m === 'GET') return withTotal(world.comments);
    if (pathname === '/api/recipes/42/comments' && m === 'POST') {
      const { content } = (await request.json()) as { content: string };
      const added = comment(100 + world.comments.length, user!, content, new Date().toISOString());
      world.comments = [...world.comments, added];
      return json(added, 201);
    }
    const del = /^\/api\/recipes\/42\/comments\/(\d+)$/.exec(pathname);
    if (del && m === 'DELETE') {
      world.comments = world.comments.filter((c) => c.id !== Number(del[1]));
      return json({ message: 'Comment deleted' });
    }
    if (pathname === '/api/recipes/42/photos' && m === 'GET') return withTotal(world.photos);
    if (pathname === '/api/recipes/42/ratings' && m === 'GET') return json(summary());
    if (pathname === '/api/recipes/42/ratings/user' && m === 'GET') return json({ rating: world.mine });
    if (pathname === '/api/recipes/42/ratings' && m === 'POST') {
      const { rating } = (await request.json()) as { rating: number };
      world.mine = rating;
      const now = new Date().toISOString();
      world.ratings = [
        { userId: user!.id, username: user!.username, rating, createdAt: now, updatedAt: now },
        ...world.ratings.filter((r) => r.userId !== user!.id),
      ];
      return json({ rating, averageRating: summary().averageRating, totalRatings: summary().totalRatings }, 201);
    }
    if (/^\/api\/users\/\d+$/.test(pathname)) return json({ id: 1, username: 'ada_cooks', name: 'Ada Lovelace', profilePicture: null, bio: null });
    return undefined;
  });
  return server;
}

function world(overrides: Partial<World> = {}): World {
  return {
    recipe: makeRecipe({ id: 42, userId: OWNER.id, isPublic: true }),
    comments: [comment(1, MARCO, 'Lovely with extra lemon.', minutesAgo(150)), comment(2, THIRD, '<script>alert(1)</script>', minutesAgo(3))],
    photos: [photo(7, MARCO, 'My Sunday version'), photo(8, THIRD, null)],
    ratings: [
      { userId: 2, username: 'chef_marco', rating: 5, createdAt: minutesAgo(60), updatedAt: minutesAgo(60) },
      { userId: 3, username: 'nonna_rosa', rating: 4, createdAt: minutesAgo(60 * 30), updatedAt: minutesAgo(60 * 30) },
    ],
    mine: null,
    ...overrides,
  };
}

/** The toast's view loads with the first toast. */
const TOAST = { timeout: 5000 };

const PATH = '/recipes/lemon-garlic-roast-chicken/42';

/** The balance as the header shows it. */
function Balance() {
  // As the app's header shows it: following every change the cook makes.
  const { balance } = useTicketBalance({ followChanges: true });
  return <div data-testid="balance">{balance}</div>;
}

function renderDetail() {
  return renderRoutes(
    [
      {
        path: '/recipes/:slug/:id',
        element: (
          <>
            <RecipeDetailPage />
            <Balance />
          </>
        ),
      },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    PATH,
  );
}

const feedback = () => screen.getByRole('region', { name: 'Community Feedback' });
const commentItem = (text: string) => screen.getByText(text).closest('[data-testid="comment"]') as HTMLElement;

describe('Community Feedback', () => {
  it('shows a visitor the summary, the feedback and the three sign-in prompts, and nothing to act with', async () => {
    serveRecipe(null, world());
    renderDetail();
    expect(await screen.findByRole('tab', { name: 'Comments (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Ratings (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Photos (2)' })).toBeTruthy();
    expect(screen.getAllByTestId('rating-summary')[0].textContent).toBe('4.5 (2 ratings)');

    const login = screen.getByRole('link', { name: 'Please login to add comments' });
    expect(login.getAttribute('href')).toBe(`/login?returnTo=${encodeURIComponent(PATH)}`);
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
    expect(within(feedback()).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start Cooking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Ratings (2)' }));
    expect(screen.getByRole('link', { name: 'Please login to rate this recipe' }).getAttribute('href')).toMatch(/^\/login\?returnTo=/);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(await screen.findAllByTestId('rating')).toHaveLength(2);

    fireEvent.click(screen.getByRole('tab', { name: 'Photos (2)' }));
    expect(screen.getByRole('link', { name: 'Please login to add your photos' }).getAttribute('href')).toMatch(/^\/login\?returnTo=/);
    expect(screen.queryByRole('button', { name: 'Add Photo' })).toBeNull();
    expect(screen.getByRole('img', { name: 'My Sunday version' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo by nonna_rosa' })).toBeTruthy();
  });

  it('sends a visitor to /auth, and back afterwards, for a private or missing recipe', async () => {
    const server = fakeServer(null);
    server.use((request) => (new URL(request.url).pathname === '/api/recipes/42' ? json({ message: 'Recipe not found' }, 404) : undefined));
    const { router } = renderDetail();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent(PATH)}`);
  });

  it('shows a comment that looks like markup as plain text', async () => {
    serveRecipe(MARCO, world());
    renderDetail();
    const content = await screen.findByText('<script>alert(1)</script>');
    expect(content.textContent).toBe('<script>alert(1)</script>');
    expect(document.querySelector('[data-testid="comment-content"] script')).toBeNull();
    expect(within(commentItem('<script>alert(1)</script>')).getByText('3m ago')).toBeTruthy();
    expect(within(commentItem('Lovely with extra lemon.')).getByText('2h ago')).toBeTruthy();
  });

  it('keeps Post disabled until the comment has text, then adds it', async () => {
    serveRecipe(MARCO, world());
    renderDetail();
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    const post = screen.getByRole('button', { name: 'Post' });
    expect(post).toHaveProperty('disabled', true);
    fireEvent.change(box, { target: { value: '   \n  ' } });
    expect(post).toHaveProperty('disabled', true);
    fireEvent.change(box, { target: { value: '  Made it twice this week  ' } });
    expect(post).toHaveProperty('disabled', false);
    fireEvent.click(post);
    expect(await screen.findByText('Comment Added', undefined, TOAST)).toBeTruthy();
    expect(await screen.findByText('Made it twice this week')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Comments (3)' })).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('offers Delete on their own comments and photos to an author only', async () => {
    serveRecipe(MARCO, world());
    renderDetail();
    await screen.findByText('Lovely with extra lemon.');
    expect(within(commentItem('Lovely with extra lemon.')).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(commentItem('<script>alert(1)</script>')).queryByRole('button', { name: 'Delete' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Photos (2)' }));
    const mine = screen.getByRole('img', { name: 'My Sunday version' }).closest('li') as HTMLElement;
    const theirs = screen.getByRole('img', { name: 'Photo by nonna_rosa' }).closest('li') as HTMLElement;
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it("lets the recipe's owner delete anyone's comment", async () => {
    serveRecipe(OWNER, world());
    renderDetail();
    await screen.findByText('Lovely with extra lemon.');
    expect(within(feedback()).getAllByRole('button', { name: 'Delete' })).toHaveLength(2);
    fireEvent.click(within(commentItem('Lovely with extra lemon.')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comment Deleted', undefined, TOAST)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Lovely with extra lemon.')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Comments (1)' })).toBeTruthy();
  });

  it('saves a rating and shows the new summary; a second rating replaces the first', async () => {
    serveRecipe(makeUser({ id: 5, username: 'new_cook' }), world());
    renderDetail();
    fireEvent.click(await screen.findByRole('tab', { name: 'Ratings (2)' }));
    const star = (n: number) => screen.getByRole('radio', { name: n === 1 ? '1 Star' : `${n} Stars` });
    await waitFor(() => expect(star(3)).toHaveProperty('disabled', false));
    fireEvent.click(star(3));
    expect(await screen.findByText('Rating Saved', undefined, TOAST)).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Ratings (3)' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('rating-summary')[0].textContent).toBe('4.0 (3 ratings)'));
    await waitFor(() => expect(star(1)).toHaveProperty('disabled', false));
    fireEvent.click(star(1));
    await waitFor(() => expect(screen.getAllByTestId('rating-summary')[0].textContent).toBe('3.3 (3 ratings)'));
    expect(screen.getByRole('tab', { name: 'Ratings (3)' })).toBeTruthy();
  });

  it('shows no community feedback on a private recipe', async () => {
    serveRecipe(OWNER, world({ recipe: makeRecipe({ id: 42, userId: OWNER.id, isPublic: false }) }));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Lemon Garlic Roast Chicken' });
    expect(screen.queryByRole('region', { name: 'Community Feedback' })).toBeNull();
    expect(screen.queryByTestId('rating-summary')).toBeNull();
  });

  it("says 'Tickets Earned' once for a comment on someone else's recipe, and the balance follows", async () => {
    const server = serveRecipe(MARCO, world(), ticketWorld({ award: 1 }));
    renderDetail();
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('20'));
    const post = async (text: string) => {
      fireEvent.change(await screen.findByRole('textbox', { name: 'Add a comment' }), { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: 'Post' }));
      await screen.findByText(text);
    };
    await post('Made it twice this week');
    expect(await screen.findByText('Tickets Earned', undefined, TOAST)).toBeTruthy();
    expect(screen.getByText('You earned 1 ticket!')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('21'));
    const earn = requestsTo(server, 'POST', '/api/tickets/earn/recipe-interaction');
    expect(await earn[0].json()).toEqual({ recipeId: 42, interactionType: 'comment' });

    await post('And a third time');
    expect(await screen.findByText('Comment Added', undefined, TOAST)).toBeTruthy();
    await waitFor(() => expect(requestsTo(server, 'POST', '/api/tickets/earn/recipe-interaction')).toHaveLength(2));
    expect(screen.queryByText('Tickets Earned')).toBeNull();
    expect(screen.getByTestId('balance').textContent).toBe('21');
  });

  it("says 'Tickets Earned' for a rating, and nothing when the rating earns none", async () => {
    const server = serveRecipe(makeUser({ id: 5, username: 'new_cook' }), world(), ticketWorld({ award: 2 }));
    renderDetail();
    fireEvent.click(await screen.findByRole('tab', { name: 'Ratings (2)' }));
    const star = (n: number) => screen.getByRole('radio', { name: n === 1 ? '1 Star' : `${n} Stars` });
    await waitFor(() => expect(star(4)).toHaveProperty('disabled', false));
    fireEvent.click(star(4));
    expect(await screen.findByText('Tickets Earned', undefined, TOAST)).toBeTruthy();
    expect(screen.getByText('You earned 2 tickets!')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('22'));

    await waitFor(() => expect(star(1)).toHaveProperty('disabled', false));
    fireEvent.click(star(1));
    expect(await screen.findByText('Rating Saved', undefined, TOAST)).toBeTruthy();
    await waitFor(() => expect(requestsTo(server, 'POST', '/api/tickets/earn/recipe-interaction')).toHaveLength(2));
    expect(screen.queryByText('Tickets Earned')).toBeNull();
  });

  it('asks for no tickets for feedback on my own recipe', async () => {
    const server = serveRecipe(OWNER, world());
    renderDetail();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Add a comment' }), { target: { value: 'Thanks, everyone!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Comment Added', undefined, TOAST)).toBeTruthy();
    await screen.findByText('Thanks, everyone!');
    expect(requestsTo(server, 'POST', '/api/tickets/earn/recipe-interaction')).toHaveLength(0);
  });

  it("shows 'Error' when the tickets cannot be checked, after the comment is added", async () => {
    const server = serveRecipe(MARCO, world(), ticketWorld({ award: 1, failing: new Set(['earn']) }));
    renderDetail();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Add a comment' }), { target: { value: 'So good' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Error', undefined, TOAST)).toBeTruthy();
    expect(screen.getByText('Could not check whether you earned tickets.')).toBeTruthy();
    expect(await screen.findByText('So good')).toBeTruthy();
    expect(requestsTo(server, 'POST', '/api/tickets/earn/recipe-interaction')).toHaveLength(1);
    expect(screen.queryByText('Tickets Earned')).toBeNull();
  });

  it('writes times as just now, minutes, hours and days ago', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(relativeTime('2026-03-10T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-03-10T11:15:00Z', now)).toBe('45m ago');
    expect(relativeTime('2026-03-10T07:00:00Z', now)).toBe('5h ago');
    expect(relativeTime('2026-03-07T12:00:00Z', now)).toBe('3d ago');
  });
});
