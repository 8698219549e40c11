import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, json, makeUser, renderAt } from '../../../test/render';
import HomePage from './HomePage';

describe('HomePage', () => {
  it('greets the cook by first name and shows the dashboard empty states', async () => {
    fakeServer(makeUser({ name: 'Ada Lovelace', bio: 'Bakes on Sundays' })).use((request) =>
      ['/api/recipes', '/api/shopping', '/api/pantry', '/api/meal-plan'].includes(new URL(request.url).pathname) ? json([]) : undefined,
    );
    renderAt(<HomePage />);

    expect(await screen.findByRole('heading', { level: 1, name: /, Ada$/ })).toBeTruthy();
    expect(await screen.findByText('No recipes available yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse All Recipes' }).getAttribute('href')).toBe('/recipes');
    expect(await screen.findByText('Your shopping list is empty.')).toBeTruthy();
    expect(await screen.findByText('No items in pantry.')).toBeTruthy();
    expect(await screen.findByText('Nothing planned for today')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Plan your meals' }).getAttribute('href')).toBe('/meal-plan');
    expect(screen.getByPlaceholderText('Ask about a recipe or cooking technique...')).toBeTruthy();
    // Profile card: initials of the first two words, @username, bio, actions.
    expect(screen.getByText('AL')).toBeTruthy();
    expect(screen.getByText('@ada_cooks')).toBeTruthy();
    expect(screen.getByText('Bakes on Sundays')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/community?tab=profile');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('has the notifications bell on the profile card, with the unread count', async () => {
    fakeServer(makeUser()).use((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/social/notifications') {
        const body = [{ id: 1, message: 'chef_marco started following you', date: new Date().toISOString(), read: false, userId: 2 }];
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', 'X-Unread-Count': '3', 'X-Total-Count': '4' } });
      }
      return undefined;
    });
    renderAt(<HomePage />);
    const card = await screen.findByRole('region', { name: 'Your profile' });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy());
    fireEvent.click(within(card).getByRole('button', { name: 'Notifications, 3 unread' }));
    expect(await screen.findByRole('button', { name: /chef_marco started following you/ })).toBeTruthy();
  });

  it('falls back to the email name, and shows ? without a name', async () => {
    fakeServer(makeUser({ name: '', email: 'grace.h@example.com', isAdmin: true }));
    renderAt(<HomePage />);

    expect(await screen.findByRole('heading', { level: 1, name: /, grace\.h$/ })).toBeTruthy();
    expect(screen.getByText('?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('fills the message box from a quick prompt', async () => {
    fakeServer(makeUser());
    renderAt(<HomePage />);
    const input = await screen.findByPlaceholderText<HTMLInputElement>('Ask about a recipe or cooking technique...');
    expect(input.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Cooking tips' }));
    expect(await screen.findByDisplayValue(/\?$/)).toBe(input);
  });
});
