import { act, screen } from '@testing-library/react';
import { api } from '../../api/client';
import { fakeServer, json, makeUser, renderAt } from '../../test/render';
import { AppShell } from './AppShell';

describe('AppShell', () => {
  it('shows the ticket balance after any change the cook makes, whichever screen made it (a spend, a refund, an earning)', async () => {
    const server = fakeServer(makeUser());
    let balance = 22;
    server.use((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/tickets') return json({ balance, lifetimeEarned: 22, lifetimeSpent: 22 - balance });
      if (pathname === '/api/recipe/calculate-nutrition' && request.method === 'POST') {
        balance -= 1;
        return json({ nutritionFacts: {} });
      }
      return undefined;
    });
    renderAt(
      <AppShell user={makeUser()}>
        <p>A screen</p>
      </AppShell>,
    );
    expect((await screen.findAllByRole('link', { name: 'Tickets (22)' })).length).toBeGreaterThan(0);

    // A paid feature on some screen: the header was not told, and still follows.
    await act(() => api.POST('/api/recipe/calculate-nutrition', { body: { ingredients: ['2 eggs'], servings: 1 } }));
    expect((await screen.findAllByRole('link', { name: 'Tickets (21)' })).length).toBeGreaterThan(0);
  });

  it('asks nothing more when the change is a sign-out: the account switch forgets everything itself', async () => {
    const server = fakeServer(makeUser());
    server.use((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/tickets') return json({ balance: 22, lifetimeEarned: 22, lifetimeSpent: 0 });
      if (pathname === '/api/logout') return json({ message: 'Logged out successfully' });
      return undefined;
    });
    renderAt(
      <AppShell user={makeUser()}>
        <p>A screen</p>
      </AppShell>,
    );
    expect((await screen.findAllByRole('link', { name: 'Tickets (22)' })).length).toBeGreaterThan(0);
    const balanceAsks = () => server.requests.filter((r) => new URL(r.url).pathname === '/api/tickets').length;
    const before = balanceAsks();
    await act(() => api.POST('/api/logout'));
    await act(() => api.POST('/api/logout'));
    expect(balanceAsks()).toBe(before);
  });
});
