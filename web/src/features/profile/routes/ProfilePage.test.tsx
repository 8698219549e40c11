import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, json, makeUser, renderAt } from '../../../test/render';
import { serveTickets, ticketWorld } from '../../tickets/testServer';
import ProfilePage from './ProfilePage';

function field(name: string): HTMLInputElement | HTMLTextAreaElement {
  const el = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  if (!el) throw new Error(`no field ${name}`);
  return el;
}
function type(name: string, value: string) {
  fireEvent.change(field(name), { target: { value } });
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('ProfilePage', () => {
  it('shows my ticket balance, linked to the Tickets screen', async () => {
    serveTickets(fakeServer(makeUser()), ticketWorld({ tickets: { balance: 37, lifetimeEarned: 40, lifetimeSpent: 3 } }));
    renderAt(<ProfilePage />, '/profile');
    const balance = await screen.findByTestId('profile-ticket-balance');
    await waitFor(() => expect(balance.textContent).toBe('Ticket balance37 tickets'));
    expect(balance.getAttribute('href')).toBe('/tickets');
  });

  it('shows the profile form validation messages on the fields and sends nothing', async () => {
    const server = fakeServer(makeUser());
    renderAt(<ProfilePage />, '/profile');
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeTruthy();

    type('name', '   ');
    type('email', 'not-an-email');
    type('username', 'ab');
    type('bio', 'x'.repeat(501));
    type('newPassword', '123');
    type('confirmPassword', '1234');
    save();

    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Bio must be 500 characters or less')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByText('Current password is required to set a new password')).toBeTruthy();

    type('username', 'a'.repeat(21));
    expect(screen.getByText('Username cannot exceed 20 characters')).toBeTruthy();
    type('username', 'bad name!');
    expect(screen.getByText('Username can only contain letters, numbers, and underscores')).toBeTruthy();

    expect(server.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('keeps dietary ids outside the nine options when saving, and sends only the accepted fields', async () => {
    const user = makeUser({ dietaryRestrictions: ['paleo', 'vegan'], profilePicture: null, bio: 'Hi' });
    const server = fakeServer(user);
    let body: Record<string, unknown> | undefined;
    server.use(async (req) => {
      if (req.method !== 'PATCH' || new URL(req.url).pathname !== '/api/user') return undefined;
      body = (await req.json()) as Record<string, unknown>;
      return json({ ...user, ...body });
    });
    renderAt(<ProfilePage />, '/profile');

    // The user's own 'paleo' gets a switch next to the profile's nine.
    const paleo = await screen.findByRole<HTMLInputElement>('switch', { name: 'Paleo' });
    expect(paleo.checked).toBe(true);
    for (const label of ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Low-Carb', 'Keto', 'Nut-Free', 'Halal', 'Kosher']) {
      expect(screen.getByRole('switch', { name: label })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('switch', { name: 'Halal' }));
    type('name', 'Ada Byron');
    save();

    expect(await screen.findByText('Profile Updated')).toBeTruthy(); // the toast's view loads with the first toast
    expect(body).toEqual({
      name: 'Ada Byron',
      username: 'ada_cooks',
      email: 'ada@example.com',
      bio: 'Hi',
      profilePicture: '',
      dietaryRestrictions: ['paleo', 'vegan', 'halal'],
    });
  });

  it('sends the password pair, hides the current password for Google-only accounts, and shows server failures', async () => {
    const user = makeUser({ hasPassword: false });
    const server = fakeServer(user);
    const bodies: Array<Record<string, unknown>> = [];
    server.use(async (req) => {
      if (req.method !== 'PATCH') return undefined;
      bodies.push((await req.json()) as Record<string, unknown>);
      return bodies.length === 1
        ? json({ message: 'This username is already taken. Please choose another one.' }, 409)
        : json({ message: 'Request entity too large' }, 413);
    });
    renderAt(<ProfilePage />, '/profile');
    await screen.findByRole('heading', { name: 'My Profile' });

    expect(document.querySelector('[name="currentPassword"]')).toBeNull();
    expect(screen.getByText(/set a first password/)).toBeTruthy();
    type('newPassword', 'secret123');
    type('confirmPassword', 'secret123');
    save();

    expect(await screen.findByText('Update Failed')).toBeTruthy();
    expect(screen.getAllByText('This username is already taken. Please choose another one.').length).toBeGreaterThan(0);
    expect(bodies[0]).toMatchObject({ newPassword: 'secret123' });
    expect(bodies[0]).not.toHaveProperty('currentPassword');
    expect(bodies[0]).not.toHaveProperty('confirmPassword');

    save();
    expect(await screen.findByText('Image Too Large')).toBeTruthy();
    expect(screen.getByText('Your profile picture is too large. Please use a smaller image or reduce its size.')).toBeTruthy();
  });

  it('removes the picture with an Image Removed toast and asks before leaving with the unsaved change', async () => {
    const server = fakeServer(makeUser({ profilePicture: '/media/abc.jpg' }));
    const { router } = renderAt(<ProfilePage />, '/profile');
    await screen.findByRole('heading', { name: 'My Profile' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Image Removed')).toBeTruthy();

    await act(async () => {
      void router.navigate('/recipes');
    });
    expect(await screen.findByRole('heading', { name: 'Discard image changes?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
    expect(server.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });
});
