import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import { fakeServer, json, makeUser, renderRoutes } from '../../../test/render';
import VerifyEmailPage from './VerifyEmailPage';

function openWith(search: string) {
  return renderRoutes(
    [
      {
        path: '/verify-email',
        element: (
          <StrictMode>
            <VerifyEmailPage />
          </StrictMode>
        ),
      },
    ],
    `/verify-email${search}`,
  );
}

const verifyCalls = (requests: Request[]) => requests.filter((request) => new URL(request.url).pathname === '/api/verify-email');

describe('VerifyEmailPage', () => {
  it('sends the token once, even when React runs effects twice, and shows the success', async () => {
    const server = fakeServer(makeUser({ emailVerified: false }));
    server.use(async (req) =>
      new URL(req.url).pathname === '/api/verify-email' ? json({ message: 'Your email address has been verified.' }) : undefined,
    );
    const { router } = openWith('?token=tok-1');

    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeTruthy();
    expect(screen.getByText('Your email address has been verified.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    const calls = verifyCalls(server.requests);
    expect(calls).toHaveLength(1);
    expect(await calls[0].json()).toEqual({ token: 'tok-1' });
    expect(router.state.location.search).toBe('');
  });

  it("shows the server's reason for a used link and offers sign-in to a visitor", async () => {
    const server = fakeServer(null);
    const reason = 'This verification link is invalid or has expired. Please request a new one from your profile.';
    server.use(async (req) => (new URL(req.url).pathname === '/api/verify-email' ? json({ message: reason }, 400) : undefined));
    openWith('?token=used');

    expect(await screen.findByRole('heading', { name: 'We could not verify your email' })).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
  });

  it('tells a cook whose email is verified that it is, when their used link is opened again', async () => {
    const server = fakeServer(makeUser({ emailVerified: true }));
    const reason = 'This verification link is invalid or has expired. Please request a new one from your profile.';
    server.use(async (req) => (new URL(req.url).pathname === '/api/verify-email' ? json({ message: reason }, 400) : undefined));
    openWith('?token=used');

    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeTruthy();
    expect(screen.getByText('Your email address is already verified. This link has been used.')).toBeTruthy();
    expect(screen.queryByText(reason)).toBeNull();
  });

  it('explains what to do when opened without a token, and sends nothing', async () => {
    const server = fakeServer(makeUser());
    openWith('');
    expect(await screen.findByRole('heading', { name: 'We could not verify your email' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Go to my profile' })).toBeTruthy();
    expect(verifyCalls(server.requests)).toHaveLength(0);
  });
});
