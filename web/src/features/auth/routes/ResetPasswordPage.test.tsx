import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, json, renderAt, renderRoutes } from '../../../test/render';
import ResetPasswordPage from './ResetPasswordPage';

function type(name: string, value: string) {
  const el = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!el) throw new Error(`no field ${name}`);
  fireEvent.change(el, { target: { value } });
}

/** The page at /reset-password, opened with `search` (other paths render an empty probe). */
function openWith(search: string) {
  return renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    `/reset-password${search}`,
  );
}

describe('ResetPasswordPage', () => {
  it('requests a link by email and shows the server answer', async () => {
    const server = fakeServer(null);
    const message = 'If an account exists for this email, we have sent a link to reset its password. It expires in 30 minutes.';
    server.use(async (req) => (new URL(req.url).pathname === '/api/reset-password/request' ? json({ message }) : undefined));
    renderAt(<ResetPasswordPage />, '/reset-password');

    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Login' }).getAttribute('href')).toBe('/auth');
    type('email', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();

    type('email', 'cook@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Login' })).toBeTruthy();
  });

  it('takes the token out of the address, checks the passwords, and shows the success panel', async () => {
    const server = fakeServer(null);
    let sent: unknown;
    server.use(async (req) => {
      if (new URL(req.url).pathname !== '/api/reset-password') return undefined;
      sent = await req.json();
      return json({ message: 'Password has been reset successfully. You can now log in with your new password.' });
    });
    const { router } = openWith('?token=tok123');

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/reset-password');

    type('email', 'cook@example.com');
    type('newPassword', 'newsecret');
    type('confirmPassword', 'different');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(document.getElementById(document.querySelector('input[name="confirmPassword"]')!.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Passwords do not match',
    );

    type('confirmPassword', 'newsecret');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password has been reset successfully. You can now log in with your new password.')).toBeTruthy();
    expect(sent).toEqual({ email: 'cook@example.com', token: 'tok123', newPassword: 'newsecret' });
    // One way back: the panel's Go to Login.
    expect(screen.queryByRole('link', { name: 'Return to Login' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('fills in the address the link was mailed to, and takes it out of the address bar with the token', async () => {
    fakeServer(null);
    const { router } = openWith('?token=tok123&email=cook%2Bsoup%40example.com');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(document.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe('cook+soup@example.com');
    expect(document.activeElement).toBe(document.querySelector('input[name="newPassword"]'));
  });

  it('shows the server message, or the generic texts, when the reset fails', async () => {
    const server = fakeServer(null);
    let calls = 0;
    server.use(async (req) => {
      if (new URL(req.url).pathname !== '/api/reset-password') return undefined;
      calls += 1;
      if (calls === 1) return json({ message: 'This password reset link is invalid or has expired. Please request a new one.' }, 400);
      if (calls === 2) return new Response('', { status: 500 });
      throw new TypeError('Failed to fetch');
    });
    openWith('?token=old');
    type('email', 'cook@example.com');
    type('newPassword', 'newsecret');
    type('confirmPassword', 'newsecret');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    submit();
    expect(await screen.findByText('This password reset link is invalid or has expired. Please request a new one.')).toBeTruthy();
    submit();
    expect(await screen.findByText('Failed to reset password. Please try again.')).toBeTruthy();
    submit();
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeTruthy();
  });
});
