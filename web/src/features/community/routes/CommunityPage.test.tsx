import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeUser, renderRoutes } from '../../../test/render';
import { MARCO, ME, ROSA, TOAST, minutesAgo, recipeBy, requestsTo, serveSocial, world, type SocialWorld } from '../testServer';
import CommunityPage from './CommunityPage';

function renderCommunity(path = '/community') {
  return renderRoutes(
    [
      { path: '/community', element: <CommunityPage /> },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    path,
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const count = (testId: string) => screen.getByTestId(testId).textContent;

describe('CommunityPage', () => {
  it('opens My Feed by default and keeps the tab in ?tab=', async () => {
    serveSocial(world({ recipes: [recipeBy(MARCO, 10, { name: 'Sunday Ragu', category: 'Dinner' })] }));
    const { router } = renderCommunity();
    expect(screen.getByRole('heading', { level: 1, name: 'Community' })).toBeTruthy();
    expect(document.title).toBe('Community · Savor');
    expect(screen.getByRole('searchbox', { name: 'Search users by username' })).toBeTruthy();
    expect(tab('My Feed').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No recipes in your feed yet. Follow other users to see their recipes!')).toBeTruthy();

    fireEvent.click(tab('Discover'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=discover'));
    expect(await screen.findByRole('link', { name: 'Sunday Ragu' })).toBeTruthy();

    fireEvent.click(tab('Profile'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=profile'));
    expect(await screen.findByRole('tab', { name: 'My Profile' })).toBeTruthy();
  });

  it('reads the tab from the address; an unknown one is the feed', async () => {
    serveSocial(world());
    const { unmount } = renderCommunity('/community?tab=discover');
    expect(tab('Discover').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No public recipes available yet')).toBeTruthy();
    unmount();
    renderCommunity('/community?tab=nonsense');
    expect(tab('My Feed').getAttribute('aria-selected')).toBe('true');
  });

  it('filters Discover by category with the community listing (tabs on wide screens)', async () => {
    const server = serveSocial(
      world({
        recipes: [recipeBy(MARCO, 1, { name: 'Tomato Soup', category: 'Lunch' }), recipeBy(ROSA, 2, { name: 'Pancakes', category: 'Breakfast' })],
      }),
    );
    window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} })) as never;
    try {
      renderCommunity('/community?tab=discover');
      await screen.findByRole('link', { name: 'Pancakes' });
      fireEvent.click(await screen.findByRole('tab', { name: 'Breakfast' }));
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Tomato Soup' })).toBeNull());
      expect(requestsTo(server, 'GET', '/api/public-recipes').some((r) => new URL(r.url).searchParams.get('category') === 'Breakfast')).toBe(true);
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('shows My Profile with counts, the bell, Edit Profile, Logout and My Public Recipes', async () => {
    serveSocial(
      world({
        follows: [
          [MARCO.id, ME.id],
          [ROSA.id, ME.id],
          [ME.id, MARCO.id],
        ],
        recipes: [recipeBy(ME, 5, { name: 'Sunday Scones' })],
      }),
    );
    renderCommunity('/community?tab=profile');
    expect(await screen.findByRole('heading', { level: 2, name: '@ada_cooks' })).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Bakes on Sundays')).toBeTruthy();
    await waitFor(() => expect(count('count-followers')).toBe('2Followers'));
    expect(count('count-following')).toBe('1Following');
    expect(count('count-recipes')).toBe('1Recipe');
    expect(screen.getByRole('button', { name: /^Notifications/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'My Public Recipes' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Sunday Scones' })).toBeTruthy();
  });

  it('offers admins the Admin Panel, and Create Recipe when they have no public recipes', async () => {
    serveSocial(world({ me: makeUser({ ...ME, isAdmin: true }) }));
    renderCommunity('/community?tab=profile');
    expect((await screen.findByRole('link', { name: 'Admin Panel' })).getAttribute('href')).toBe('/admin');
    expect((await screen.findByRole('link', { name: 'Create Recipe' })).getAttribute('href')).toBe('/create-recipe');
  });

  it('has Followers and Following sub-tabs with their empty texts', async () => {
    serveSocial(world());
    renderCommunity('/community?tab=profile');
    fireEvent.click(await screen.findByRole('tab', { name: 'Followers' }));
    expect(await screen.findByText('No followers yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Following' }));
    expect(await screen.findByText("You're not following anyone yet.")).toBeTruthy();
  });

  it("shows another cook's profile for ?tab=profile&userId=, with Follow", async () => {
    const w = world({ recipes: [recipeBy(MARCO, 10, { name: 'Sunday Ragu' })] });
    serveSocial(w);
    renderCommunity(`/community?tab=profile&userId=${MARCO.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: '@chef_marco' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'My Profile' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/community?tab=profile');
    expect(await screen.findByRole('link', { name: 'Sunday Ragu' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('You are now following this user', undefined, TOAST)).toBeTruthy();
    await waitFor(() => expect(count('count-followers')).toBe('1Follower'));
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeTruthy();
  });

  it('shows my own profile for my own userId', async () => {
    serveSocial(world());
    renderCommunity(`/community?tab=profile&userId=${ME.id}`);
    expect(await screen.findByRole('tab', { name: 'My Profile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });

  it('lists all recent notifications on My Feed, where See all notifications leads', async () => {
    const notifications = Array.from({ length: 7 }, (_, i) => ({
      id: i + 1,
      message: `Notification ${i + 1}`,
      date: minutesAgo(i + 1),
      read: i > 1,
    }));
    const w: SocialWorld = world({ notifications });
    serveSocial(w);
    renderCommunity('/community?tab=feed');
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(panel).getAllByTestId('notification')).toHaveLength(7);
    expect(within(panel).getByText('2 unread')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(panel).queryByText('2 unread')).toBeNull());
    expect(w.notifications.every((n) => n.read)).toBe(true);
  });
});
