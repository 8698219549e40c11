import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, json, makeUser, renderAt } from '../../../test/render';
import { AuthForm } from './AuthForm';

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}
/** Password inputs have no textbox role; find them by their label (MUI appends ' *' to required ones). */
function typePassword(label: 'Password' | 'Confirm Password', value: string) {
  const name = label === 'Password' ? 'password' : 'confirmPassword';
  const input = screen.getAllByLabelText(new RegExp(`^${label}`), { selector: `input[name="${name}"]` })[0];
  fireEvent.change(input, { target: { value } });
}

function openSignUp() {
  fireEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign Up" }));
}

describe('AuthForm', () => {
  beforeEach(() => {
    fakeServer(null);
  });

  it('toggles between sign-in and sign-up with the spec texts', async () => {
    renderAt(<AuthForm googleConfigured />, '/auth');

    expect(screen.getByRole('heading', { name: 'Welcome Back!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password' }).getAttribute('href')).toBe('/reset-password');
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe('/api/auth/google');

    openSignUp();
    expect(screen.getByRole('heading', { name: 'Create an Account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Forgot your password' })).toBeNull();
    // the dietary choices load with the switch to sign-up
    expect(await screen.findByRole('checkbox', { name: 'Vegetarian' })).toBeTruthy();
    for (const label of ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Nut-Free', 'Low-Carb', 'Keto', 'Paleo', 'Pescatarian']) {
      expect(screen.getByRole('checkbox', { name: label })).toBeTruthy();
    }

    fireEvent.click(screen.getByRole('button', { name: 'Already have an account? Sign In' }));
    expect(screen.getByRole('heading', { name: 'Welcome Back!' })).toBeTruthy();
  });

  it('shows the sign-in validation messages', () => {
    renderAt(<AuthForm />, '/auth');
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('shows the sign-up validation messages', () => {
    renderAt(<AuthForm />, '/auth');
    openSignUp();
    type('Email', 'cook@example.com');
    type('Username', 'ab');
    typePassword('Password', '123');
    typePassword('Confirm Password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(screen.getByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();

    type('Username', 'bad name!');
    typePassword('Password', 'secret123');
    expect(screen.getByText('Username can only contain letters, numbers, and underscores')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();

    type('Username', 'a'.repeat(31));
    expect(screen.getByText('Username cannot be longer than 30 characters')).toBeTruthy();
  });

  it("says the server's 20-character limit and the character rule as the cook types, and never checks such a name", async () => {
    const server = fakeServer(null);
    server.use((req) => (new URL(req.url).pathname.startsWith('/api/check-username/') ? json({ available: true }) : undefined));
    renderAt(<AuthForm />, '/auth');
    openSignUp();
    type('Username', 'a'.repeat(25));
    expect(screen.getByText('Username cannot exceed 20 characters')).toBeTruthy();
    type('Username', 'pasta queen');
    expect(screen.getByText('Username can only contain letters, numbers, and underscores')).toBeTruthy();
    type('Username', 'a'.repeat(20));
    expect(await screen.findByTestId('username-available')).toBeTruthy();
    const checked = server.requests.map((r) => decodeURIComponent(new URL(r.url).pathname)).filter((p) => p.startsWith('/api/check-username/'));
    expect(checked).toEqual([`/api/check-username/${'a'.repeat(20)}`]);
  });

  it('hides Google sign-in unless the server has it set up, and carries the way back through it', () => {
    const { unmount } = renderAt(<AuthForm />, '/auth');
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByText('or with your email')).toBeNull();
    unmount();
    renderAt(<AuthForm googleConfigured returnTo="/recipes/7" />, '/auth');
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe('/api/auth/google?returnTo=%2Frecipes%2F7');
  });

  it('marks a taken username with a cross and refuses to submit', async () => {
    const server = fakeServer(null);
    server.use((req) => (new URL(req.url).pathname === '/api/check-username/chef' ? json({ available: false }) : undefined));
    renderAt(<AuthForm />, '/auth');
    openSignUp();
    type('Email', 'cook@example.com');
    type('Username', 'chef');
    typePassword('Password', 'secret123');
    typePassword('Confirm Password', 'secret123');

    expect(await screen.findByTestId('username-taken')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(screen.getAllByText('This username is already taken. Please choose another one.').length).toBeGreaterThan(0);
    expect(server.requests.some((r) => r.url.endsWith('/api/register'))).toBe(false);
  });

  it('signs up with a free username, defaulting the name to the email, and goes home', async () => {
    const server = fakeServer(null);
    server.use(async (req) => {
      const path = new URL(req.url).pathname;
      if (path === '/api/check-username/new_cook') return json({ available: true });
      if (path === '/api/register') return json(makeUser({ name: 'grace', username: 'new_cook' }), 201);
      return undefined;
    });
    renderAt(<AuthForm />, '/auth');
    openSignUp();
    type('Email', 'grace@example.com');
    type('Username', 'new_cook');
    typePassword('Password', 'secret123');
    typePassword('Confirm Password', 'secret123');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vegan' }));

    expect(await screen.findByTestId('username-available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Account created!')).toBeTruthy();
    expect(screen.getByText("You've been signed in automatically.")).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
    const sent = server.requests.find((r) => r.url.endsWith('/api/register'));
    expect(await sent?.json()).toMatchObject({ email: 'grace@example.com', name: 'grace', username: 'new_cook', dietaryRestrictions: ['vegan'] });
  });

  it('explains a failed sign-in with the server message, and Google-only accounts specially', async () => {
    const server = fakeServer(null);
    let message = 'Invalid email or password';
    server.use((req) => (new URL(req.url).pathname === '/api/login' ? json({ message }, 401) : undefined));
    renderAt(<AuthForm />, '/auth');
    type('Email', 'cook@example.com');
    typePassword('Password', 'wrong-one');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Authentication failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();

    message = 'This account uses Google Sign-In';
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Google account detected')).toBeTruthy();
    expect(screen.getByText('Please use the Google Sign-In button below to log in with your Google account.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' }).hasAttribute('disabled')).toBe(false));
  });
});
