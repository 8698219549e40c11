import { fireEvent, screen, within } from '@testing-library/react';
import { fakeServer, json, makeUser, renderAt } from '../../../test/render';
import { ApiTokensCard } from './ApiTokensCard';

const TOKEN = { id: 7, name: 'Home Assistant', scope: 'read', expiresAt: null, lastUsedAt: null, createdAt: '2026-11-20T10:00:00.000Z' };

function serveTokens(answers: { list?: () => Response; create?: () => Response }) {
  const server = fakeServer(makeUser());
  server.use((request) => {
    const { pathname } = new URL(request.url);
    if (pathname !== '/api/tokens') return undefined;
    if (request.method === 'GET') return answers.list?.() ?? json([]);
    if (request.method === 'POST') return answers.create?.();
    return undefined;
  });
  return server;
}

describe('ApiTokensCard', () => {
  it('says when the tokens cannot load, and lists them after Try again', async () => {
    let fail = true;
    serveTokens({ list: () => (fail ? json({ message: 'Internal server error' }, 500) : json([TOKEN])) });
    renderAt(<ApiTokensCard isAdmin={false} />, '/profile');
    expect(await screen.findByText('Could not load your API tokens.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    expect(within(list).getByText('Home Assistant')).toBeTruthy();
    expect(within(list).getByText('Created Nov 20, 2026 · never used · no expiry')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Revoke Home Assistant' })).toBeTruthy();
  });

  it('asks for a name before sending anything, and shows the server refusal under the name', async () => {
    const server = serveTokens({
      create: () => json({ message: 'You can have at most 20 API tokens. Revoke one you no longer use first.', code: 'TOKEN_LIMIT' }, 409),
    });
    renderAt(<ApiTokensCard isAdmin={false} />, '/profile');
    expect(await screen.findByText('No API tokens yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByText('Token name is required')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: 'Token name' }), { target: { value: 'One too many' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('You can have at most 20 API tokens. Revoke one you no longer use first.')).toBeTruthy();
    expect(screen.queryByText(/Copy your new token now/)).toBeNull();
    const sent = server.requests.find((r) => r.method === 'POST');
    expect(await sent?.json()).toEqual({ name: 'One too many', scope: 'read', expiresInDays: 90 });
  });

  it('offers the admin scope to admins only', async () => {
    serveTokens({});
    const { unmount } = renderAt(<ApiTokensCard isAdmin={false} />, '/profile');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Access' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Read only', 'Read and write']);
    unmount();
    renderAt(<ApiTokensCard isAdmin />, '/profile');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Access' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Read only', 'Read and write', 'Admin']);
  });
});
