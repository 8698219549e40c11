import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { RECIPE_PAGE_SIZE } from '../api';
import { LUIS, MARCO, ME, ROSA, TOAST, recipeBy, requestsTo, serveSocial, world } from '../testServer';
import SocialFeedPage from './SocialFeedPage';

const LONG = 'A slow Sunday ragù with red wine, San Marzano tomatoes and plenty of patience, finished with fresh basil and parmesan.';

const tab = (name: string) => screen.getByRole('tab', { name });
const row = (username: string) => screen.getByText(`@${username}`).closest('[data-testid="user-row"]') as HTMLElement;

describe('SocialFeedPage', () => {
  it("shows the followed cooks' recipes with descriptions cut at 100 characters", async () => {
    serveSocial(
      world({
        follows: [[ME.id, MARCO.id]],
        recipes: [recipeBy(MARCO, 10, { name: 'Sunday Ragu', slug: 'sunday-ragu', description: LONG }), recipeBy(ROSA, 11, { name: 'Not Followed' })],
      }),
    );
    renderAt(<SocialFeedPage />, '/social-feed');
    expect(screen.getByRole('heading', { level: 1, name: 'Social Feed' })).toBeTruthy();
    expect(document.title).toBe('Social Feed · Savor');
    expect(tab('Recipe Feed').getAttribute('aria-selected')).toBe('true');
    const link = await screen.findByRole('link', { name: 'Sunday Ragu' });
    expect(link.getAttribute('href')).toBe('/recipes/sunday-ragu/10');
    const card = link.closest('[data-testid="recipe-card"]') as HTMLElement;
    expect(within(card).getByText(`${LONG.slice(0, 100)}...`)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'chef_marco' }).getAttribute('href')).toBe('/user/chef_marco');
    expect(screen.queryByRole('link', { name: 'Not Followed' })).toBeNull();
  });

  it('pages the feed by cursor', async () => {
    const recipes = Array.from({ length: RECIPE_PAGE_SIZE + 2 }, (_, i) => recipeBy(MARCO, i + 1));
    const server = serveSocial(world({ follows: [[ME.id, MARCO.id]], recipes }));
    renderAt(<SocialFeedPage />, '/social-feed');
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(RECIPE_PAGE_SIZE));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(RECIPE_PAGE_SIZE + 2));
    expect(requestsTo(server, 'GET', '/api/social/feed').some((r) => new URL(r.url).searchParams.get('cursor') === String(RECIPE_PAGE_SIZE))).toBe(
      true,
    );
  });

  it('has the empty texts of the three tabs', async () => {
    serveSocial(world());
    renderAt(<SocialFeedPage />, '/social-feed');
    expect(await screen.findByText('No recipes in your feed yet. Follow other users to see their recipes!')).toBeTruthy();
    fireEvent.click(tab('Followers'));
    expect(await screen.findByText('No followers yet.')).toBeTruthy();
    fireEvent.click(tab('Following'));
    expect(await screen.findByText("You're not following anyone yet.")).toBeTruthy();
  });

  it('suggests the most followed cooks with recipes under an empty feed; following one fills the feed', async () => {
    const w = world({
      follows: [
        [ROSA.id, MARCO.id],
        [LUIS.id, MARCO.id],
      ],
      recipes: [recipeBy(MARCO, 1, { name: 'Sunday Ragu' }), recipeBy(ROSA, 2), recipeBy(ROSA, 3)],
    });
    serveSocial(w);
    renderAt(<SocialFeedPage />, '/social-feed');
    expect(await screen.findByText('No recipes in your feed yet. Follow other users to see their recipes!')).toBeTruthy();
    const suggestions = await screen.findByRole('list', { name: 'Cooks to follow' });
    // Luis shares nothing, so following him would not fill the feed.
    expect(
      within(suggestions)
        .getAllByTestId('user-row')
        .map((r) => r.textContent),
    ).toEqual([expect.stringContaining('@chef_marco1 recipe · 2 followers'), expect.stringContaining(`@${ROSA.username}2 recipes · 0 followers`)]);
    fireEvent.click(within(row('chef_marco')).getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('You are now following this user', undefined, TOAST)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Sunday Ragu' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Cooks to follow' })).toBeNull();
  });

  it('keeps to the empty feed text when the suggestions cannot load', async () => {
    const server = serveSocial(world({ recipes: [recipeBy(MARCO, 1)], failing: new Set(['suggestions']) }));
    renderAt(<SocialFeedPage />, '/social-feed');
    expect(await screen.findByText('No recipes in your feed yet. Follow other users to see their recipes!')).toBeTruthy();
    await waitFor(() => expect(requestsTo(server, 'GET', '/api/social/suggestions')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cooks to follow' })).toBeNull());
  });

  it('has the error texts of the three tabs', async () => {
    serveSocial(world({ failing: new Set(['feed', 'followers', 'following']) }));
    renderAt(<SocialFeedPage />, '/social-feed');
    expect(await screen.findByText('Error loading feed. Please try again.')).toBeTruthy();
    fireEvent.click(tab('Followers'));
    expect(await screen.findByText('Error loading followers...')).toBeTruthy();
    fireEvent.click(tab('Following'));
    expect(await screen.findByText('Error loading following...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('removes a follower with the success toast, and the list refreshes', async () => {
    const w = world({
      follows: [
        [MARCO.id, ME.id],
        [ROSA.id, ME.id],
        [ME.id, LUIS.id],
      ],
    });
    serveSocial(w);
    renderAt(<SocialFeedPage />, '/social-feed');
    fireEvent.click(tab('Followers'));
    await screen.findByText('@chef_marco');
    expect(within(row('nonna_rosa')).getByRole('button', { name: 'Remove' })).toBeTruthy();
    fireEvent.click(within(row('chef_marco')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('You have removed this follower', undefined, TOAST)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('@chef_marco')).toBeNull());
    expect(screen.getByText('@nonna_rosa')).toBeTruthy();
    expect(w.follows).toEqual([
      [ROSA.id, ME.id],
      [ME.id, LUIS.id],
    ]);
  });

  it('unfollows with the success toast; the following list and the feed refresh', async () => {
    const w = world({ follows: [[ME.id, MARCO.id]], recipes: [recipeBy(MARCO, 10, { name: 'Sunday Ragu' })] });
    const server = serveSocial(w);
    renderAt(<SocialFeedPage />, '/social-feed');
    await screen.findByRole('link', { name: 'Sunday Ragu' });
    fireEvent.click(tab('Following'));
    await screen.findByText('@chef_marco');
    const feedCalls = requestsTo(server, 'GET', '/api/social/feed').length;
    fireEvent.click(within(row('chef_marco')).getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText('You have unfollowed this user', undefined, TOAST)).toBeTruthy();
    expect(await screen.findByText("You're not following anyone yet.")).toBeTruthy();
    fireEvent.click(tab('Recipe Feed'));
    expect(await screen.findByText('No recipes in your feed yet. Follow other users to see their recipes!')).toBeTruthy();
    expect(requestsTo(server, 'GET', '/api/social/feed').length).toBeGreaterThan(feedCalls);
  });

  it('shows the failure toasts of remove and unfollow, and keeps the lists', async () => {
    serveSocial(
      world({
        follows: [
          [MARCO.id, ME.id],
          [ME.id, ROSA.id],
        ],
        failing: new Set(['remove', 'unfollow']),
      }),
    );
    renderAt(<SocialFeedPage />, '/social-feed');
    fireEvent.click(tab('Followers'));
    await screen.findByText('@chef_marco');
    fireEvent.click(within(row('chef_marco')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove follower. Please try again.', undefined, TOAST)).toBeTruthy();
    expect(screen.getByText('@chef_marco')).toBeTruthy();
    fireEvent.click(tab('Following'));
    await screen.findByText('@nonna_rosa');
    fireEvent.click(within(row('nonna_rosa')).getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText('Failed to unfollow user. Please try again.', undefined, TOAST)).toBeTruthy();
    expect(screen.getByText('@nonna_rosa')).toBeTruthy();
  });

  it('follows from the search; the following list shows the new cook', async () => {
    serveSocial(world());
    renderAt(<SocialFeedPage />, '/social-feed');
    fireEvent.click(tab('Following'));
    expect(await screen.findByText("You're not following anyone yet.")).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users by username' }), { target: { value: 'marco' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByTestId('user-search-results');
    fireEvent.click(await within(results).findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('You are now following this user', undefined, TOAST)).toBeTruthy();
    const following = await screen.findByRole('list', { name: 'Following' });
    expect(within(following).getByText('@chef_marco')).toBeTruthy();
  });
});
