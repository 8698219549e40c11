import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { LUIS, MARCO, ME, ROSA, TOAST, requestsTo, serveSocial, world } from '../testServer';
import { UserSearch } from './UserSearch';

const box = () => screen.getByRole('searchbox', { name: 'Search users by username' });
const search = (text: string) => {
  fireEvent.change(box(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
};
const results = () => screen.getByTestId('user-search-results');
const row = (username: string) => screen.getByText(`@${username}`).closest('[data-testid="user-row"]') as HTMLElement;

describe('UserSearch', () => {
  it('finds users by username, each with Follow and a link to their page', async () => {
    const server = serveSocial(world({ follows: [[ME.id, ROSA.id]] }));
    renderAt(<UserSearch />);
    expect(box().getAttribute('placeholder')).toBe('Search users by username...');
    search('  _ ');
    expect(await screen.findByText('@chef_marco')).toBeTruthy();
    expect(new URL(requestsTo(server, 'GET', '/api/social/search')[0].url).searchParams.get('query')).toBe('_');
    expect(within(row('chef_marco')).getByRole('link', { name: 'Marco Rossi' }).getAttribute('href')).toBe('/user/chef_marco');
    expect(within(row('chef_marco')).getByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(within(row('nonna_rosa')).getByRole('button', { name: 'Unfollow' })).toBeTruthy();
    // A user without a name shows the username.
    expect(within(row('luis_grills')).getByRole('link', { name: LUIS.username })).toBeTruthy();
  });

  it('says when nobody matches, and Hide Search Results closes the results', async () => {
    serveSocial(world());
    renderAt(<UserSearch />);
    search('zzz');
    expect(await screen.findByText('No users found matching "zzz"')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide Search Results' }));
    expect(screen.queryByTestId('user-search-results')).toBeNull();
    expect(screen.queryByText(/No users found/)).toBeNull();
  });

  it('asks nothing for a blank text', async () => {
    const server = serveSocial(world());
    renderAt(<UserSearch />);
    search('   ');
    await new Promise((r) => setTimeout(r, 50));
    expect(requestsTo(server, 'GET', '/api/social/search')).toHaveLength(0);
    expect(screen.queryByTestId('user-search-results')).toBeNull();
  });

  it('says so when the search fails', async () => {
    serveSocial(world({ failing: new Set(['search']) }));
    renderAt(<UserSearch />);
    search('marco');
    expect(await screen.findByText('Error searching users. Please try again.')).toBeTruthy();
  });

  it('follows from the results with the success toast, and the button turns to Unfollow', async () => {
    const w = world();
    serveSocial(w);
    renderAt(<UserSearch />);
    search('chef');
    fireEvent.click(await within(await screen.findByTestId('user-search-results')).findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('You are now following this user', undefined, TOAST)).toBeTruthy();
    expect(w.follows).toEqual([[ME.id, MARCO.id]]);
    await waitFor(() => expect(within(results()).getByRole('button', { name: 'Unfollow' })).toBeTruthy());

    fireEvent.click(within(results()).getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText('You have unfollowed this user', undefined, TOAST)).toBeTruthy();
    await waitFor(() => expect(within(results()).getByRole('button', { name: 'Follow' })).toBeTruthy());
    expect(w.follows).toEqual([]);
  });

  it('shows the failure toasts of follow and unfollow', async () => {
    serveSocial(world({ follows: [[ME.id, ROSA.id]], failing: new Set(['follow', 'unfollow']) }));
    renderAt(<UserSearch />);
    search('a');
    await screen.findByText('@chef_marco');
    fireEvent.click(within(row('chef_marco')).getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Failed to follow user. Please try again.', undefined, TOAST)).toBeTruthy();
    expect(within(row('chef_marco')).getByRole('button', { name: 'Follow' })).toBeTruthy();
    fireEvent.click(within(row('nonna_rosa')).getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText('Failed to unfollow user. Please try again.', undefined, TOAST)).toBeTruthy();
  });
});
