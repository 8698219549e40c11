import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, json, makeUser, renderRoutes } from '../test/render';
import { makeRecipe } from '../features/recipes/testFixtures';
import { serveTickets, ticketWorld } from '../features/tickets/testServer';
import { answer, makeImport, serveRoutes } from '../features/portability/testServer';
import { routes } from './router';

describe('routing', () => {
  it('sends a visitor on a protected screen to /auth', async () => {
    fakeServer(null);
    const { router } = renderRoutes(routes, '/recipes');
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?returnTo=%2Frecipes');
    expect(document.title).toBe('Sign in · Savor');
  });

  it('brings a visitor back to the screen they asked for once signed in, and only to this site', async () => {
    const server = fakeServer(null);
    server.use((req) => (new URL(req.url).pathname === '/api/login' ? json(makeUser()) : undefined));
    const { router } = renderRoutes(routes, '/auth?returnTo=%2Fprofile');
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(document.querySelector('input[name="password"]')!, { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('ignores a way back that leaves the site', async () => {
    fakeServer(makeUser());
    const { router } = renderRoutes(routes, '/auth?returnTo=%2F%2Fevil.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
  });

  it('sends a signed-in user away from /auth to Home', async () => {
    fakeServer(makeUser());
    const { router } = renderRoutes(routes, '/auth');
    expect(await screen.findByRole('heading', { level: 1, name: /, Ada$/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it("opens a public recipe's page for a visitor, and /login keeps the way back", async () => {
    const server = fakeServer(null);
    server.use((req) => {
      const { pathname } = new URL(req.url);
      if (pathname === '/api/recipes/42') return json(makeRecipe({ id: 42, isPublic: true }));
      if (pathname === '/api/recipes/42/ratings') return json({ ratings: [], averageRating: 0, totalRatings: 0 });
      if (pathname === '/api/recipes/42/comments' || pathname === '/api/recipes/42/photos') return json([]);
      return undefined;
    });
    const { router } = renderRoutes(routes, '/recipes/lemon-garlic-roast-chicken/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon Garlic Roast Chicken' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/recipes/lemon-garlic-roast-chicken/42');
    fireEvent.click(await screen.findByRole('link', { name: 'Please login to add comments' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?returnTo=%2Frecipes%2Flemon-garlic-roast-chicken%2F42');
  });

  it('sends /recipe/{id} (where notifications lead) to the recipe at /recipes/{id}, which adds its slug', async () => {
    const server = fakeServer(makeUser());
    server.use((req) => {
      const { pathname } = new URL(req.url);
      if (pathname === '/api/recipes/42') return json(makeRecipe({ id: 42, userId: 1 }));
      return undefined;
    });
    const { router } = renderRoutes(routes, '/recipe/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon Garlic Roast Chicken' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/recipes/lemon-garlic-roast-chicken/42');
  });

  it("opens an import's report at /imports/{id} for a signed-in cook, and sends a visitor to sign in first", async () => {
    serveRoutes(fakeServer(makeUser()), { 'GET /api/imports/7': answer(makeImport({ id: 7, fileName: 'mealie.zip', status: 'done' })) });
    const { unmount } = renderRoutes(routes, '/imports/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import from mealie.zip' })).toBeTruthy();
    unmount();
    fakeServer(null);
    const { router } = renderRoutes(routes, '/imports/7');
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeTruthy();
    expect(router.state.location.search).toBe('?returnTo=%2Fimports%2F7');
  });

  it('shows the not-found page for an unknown path', async () => {
    fakeServer(null);
    renderRoutes(routes, '/definitely/not/here');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });

  it('shows the ticket balance and the admin link in the header for admins', async () => {
    serveTickets(fakeServer(makeUser({ isAdmin: true })), ticketWorld({ tickets: { balance: 42, lifetimeEarned: 50, lifetimeSpent: 8 } }));
    renderRoutes(routes, '/tickets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeTruthy();
    expect((await screen.findAllByRole('link', { name: 'Tickets (42)' })).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Admin' }).length).toBeGreaterThan(0);
  });

  it("shows 'Tickets (0)' in the header while the balance is unknown", async () => {
    const server = fakeServer(makeUser());
    serveTickets(server, ticketWorld({ failing: new Set(['tickets']) }));
    renderRoutes(routes, '/tickets');
    expect(await screen.findByText('Error loading your tickets. Please try again.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Tickets (0)' }).length).toBeGreaterThan(0);
  });
});
