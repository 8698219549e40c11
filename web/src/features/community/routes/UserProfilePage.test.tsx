import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOT_SAVED_OFFLINE } from '../../../api/online';
import { dropWhenOffline, setOnline } from '../../../test/connection';
import { renderRoutes } from '../../../test/render';
import { RECIPE_PAGE_SIZE } from '../api';
import { MARCO, ME, ROSA, TOAST, recipeBy, requestsTo, serveSocial, world } from '../testServer';
import UserProfilePage from './UserProfilePage';

function renderProfile(path: string) {
  return renderRoutes(
    [
      { path: '/user/:user', element: <UserProfilePage /> },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    path,
  );
}

const count = (testId: string) => screen.getByTestId(testId).textContent;

describe('UserProfilePage', () => {
  it("shows a cook's picture, name, username, bio, counts and public recipes", async () => {
    const server = serveSocial(
      world({
        follows: [
          [ROSA.id, MARCO.id],
          [MARCO.id, ROSA.id],
        ],
        recipes: [recipeBy(MARCO, 10, { name: 'Sunday Ragu' }), recipeBy(MARCO, 11, { name: 'Pesto' }), recipeBy(ROSA, 12, { name: 'Not His' })],
      }),
    );
    renderProfile('/user/Chef_Marco');
    expect(await screen.findByRole('heading', { level: 1, name: '@chef_marco' })).toBeTruthy();
    expect(document.title).toBe('@chef_marco · Savor');
    expect(screen.getByTestId('profile-name').textContent).toBe('Marco Rossi');
    expect(screen.getByTestId('profile-bio').textContent).toBe('Pasta every day');
    expect(screen.getByText('MR')).toBeTruthy();
    expect(count('count-recipes')).toBe('2Recipes');
    expect(count('count-followers')).toBe('1Follower');
    expect(count('count-following')).toBe('1Following');
    expect(screen.getByRole('heading', { level: 2, name: 'Public Recipes' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Sunday Ragu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pesto' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Not His' })).toBeNull();
    const recipeCalls = requestsTo(server, 'GET', '/api/public-recipes');
    expect(recipeCalls.every((r) => new URL(r.url).searchParams.get('userId') === String(MARCO.id))).toBe(true);
  });

  it('opens a profile by id too', async () => {
    const server = serveSocial(world());
    renderProfile(`/user/${ROSA.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: '@nonna_rosa' })).toBeTruthy();
    expect(requestsTo(server, 'GET', `/api/social/profile/${ROSA.id}`)).toHaveLength(1);
  });

  it('pages the public recipes grid by cursor', async () => {
    const recipes = Array.from({ length: RECIPE_PAGE_SIZE + 1 }, (_, i) => recipeBy(MARCO, i + 1));
    const server = serveSocial(world({ recipes }));
    renderProfile('/user/chef_marco');
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(RECIPE_PAGE_SIZE));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(RECIPE_PAGE_SIZE + 1));
    const next = requestsTo(server, 'GET', '/api/public-recipes').find((r) => new URL(r.url).searchParams.get('cursor'));
    expect(next && new URL(next.url).searchParams.get('userId')).toBe(String(MARCO.id));
  });

  it('follows and unfollows with the toasts; the counts refresh', async () => {
    serveSocial(world());
    renderProfile('/user/chef_marco');
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('You are now following this user', undefined, TOAST)).toBeTruthy();
    await waitFor(() => expect(count('count-followers')).toBe('1Follower'));
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText('You have unfollowed this user', undefined, TOAST)).toBeTruthy();
    await waitFor(() => expect(count('count-followers')).toBe('0Followers'));
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
  });

  it('shows the failure toast when following fails', async () => {
    serveSocial(world({ failing: new Set(['follow']) }));
    renderProfile('/user/chef_marco');
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Failed to follow user. Please try again.', undefined, TOAST)).toBeTruthy();
    expect(count('count-followers')).toBe('0Followers');
  });

  it('hides Follow on my own profile', async () => {
    serveSocial(world());
    renderProfile(`/user/${ME.username}`);
    expect(await screen.findByRole('heading', { level: 1, name: '@ada_cooks' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
  });

  it('says the user may not exist, with Return Home', async () => {
    serveSocial(world());
    renderProfile('/user/nobody_here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error loading user profile. The user may not exist.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
  });

  it('says so when the public recipes cannot load', async () => {
    serveSocial(world({ failing: new Set(['user-recipes']) }));
    renderProfile('/user/chef_marco');
    const section = await screen.findByRole('region', { name: 'Public Recipes' });
    expect(await within(section).findByText('Error loading public recipes...')).toBeTruthy();
  });
});

describe('UserProfilePage offline', () => {
  afterEach(() => setOnline(true));

  it('says a profile never opened is not saved on this device, not that the user may not exist, and loads it when the connection returns', async () => {
    setOnline(false);
    serveSocial(world());
    dropWhenOffline();
    renderProfile('/user/chef_marco');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_SAVED_OFFLINE })).toBeTruthy();
    expect(screen.queryByText('Error loading user profile. The user may not exist.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: NOT_SAVED_OFFLINE })).toBeTruthy();

    setOnline(true);
    expect(await screen.findByRole('heading', { level: 1, name: `@${MARCO.username}` })).toBeTruthy();
  });
});
