import { screen } from '@testing-library/react';
import { fakeServer, makeUser, renderRoutes } from '../test/render';
import { routes } from './router';

describe('routing', () => {
  it('sends a visitor on a protected screen to /auth', async () => {
    fakeServer(null);
    const { router } = renderRoutes(routes, '/recipes');
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('sends a signed-in user away from /auth to Home', async () => {
    fakeServer(makeUser());
    const { router } = renderRoutes(routes, '/auth');
    expect(await screen.findByRole('heading', { level: 1, name: /, Ada$/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the not-found page for an unknown path', async () => {
    fakeServer(null);
    renderRoutes(routes, '/definitely/not/here');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });

  it('shows the ticket balance and the admin link in the header for admins', async () => {
    fakeServer(makeUser({ isAdmin: true }));
    renderRoutes(routes, '/tickets');
    expect(await screen.findByRole('heading', { name: 'Tickets' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Tickets (0)' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Admin' }).length).toBeGreaterThan(0);
  });
});
