import { fireEvent, screen, within } from '@testing-library/react';
import { fakeServer, json, makeUser, renderAt } from '../../../test/render';
import { makeSummary } from '../testFixtures';
import { RecipeCard } from './RecipeCard';

const me = makeUser({ id: 1, username: 'ada_cooks' });

describe('RecipeCard', () => {
  beforeEach(() => {
    const server = fakeServer(me);
    server.use((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/users/2') return json({ id: 2, username: 'chef_marco', name: 'Marco', profilePicture: null, bio: null });
      return undefined;
    });
  });

  it('shows the recipe and links the whole card to /recipes/{slug}/{id}', () => {
    renderAt(<RecipeCard recipe={makeSummary()} currentUser={me} onToggleFavorite={() => {}} onTogglePublic={() => {}} />);
    const card = screen.getByTestId('recipe-card');
    expect(within(card).getByRole('link', { name: 'Lemon Garlic Roast Chicken' }).getAttribute('href')).toBe(
      '/recipes/lemon-garlic-roast-chicken/42',
    );
    expect(within(card).getByText('Dinner')).toBeTruthy();
    expect(within(card).getByText('Crisp skin, juicy meat, one pan.')).toBeTruthy();
    expect(within(card).getByText('45 mins')).toBeTruthy();
    expect(within(card).getByText('4 servings')).toBeTruthy(); // default servings
    expect(within(card).getByText('Easy')).toBeTruthy();
    expect(within(card).getByText('weeknight')).toBeTruthy();
    expect(within(card).getByText('one-pan')).toBeTruthy();
    expect(screen.getByTestId('recipe-attribution').textContent).toBe('By ada_cooks');
    expect(within(card).getByRole('link', { name: 'ada_cooks' }).getAttribute('href')).toBe('/user/ada_cooks');
    expect(within(card).getByRole('img', { name: 'Lemon Garlic Roast Chicken' }).getAttribute('src')).toBe('/media/chicken.jpg');
  });

  it('links the creator by user id on the My Recipes grid', () => {
    renderAt(<RecipeCard recipe={makeSummary()} currentUser={me} linkCreatorById />);
    expect(screen.getByRole('link', { name: 'ada_cooks' }).getAttribute('href')).toBe('/user/1');
  });

  it('offers the heart and the public/private toggle on my own recipes', () => {
    const onFav = jest.fn();
    const onPublic = jest.fn();
    renderAt(<RecipeCard recipe={makeSummary({ isFavorite: true })} currentUser={me} onToggleFavorite={onFav} onTogglePublic={onPublic} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove from favorites' }));
    expect(onFav).toHaveBeenCalledWith(expect.objectContaining({ id: 42 }));
    // Named by what it shows and what a click does (the visible word stays in the name: WCAG 2.5.3).
    fireEvent.click(screen.getByRole('button', { name: 'Private: only you can see it. Click to make public.' }));
    expect(onPublic).toHaveBeenCalledWith(expect.objectContaining({ id: 42 }));
  });

  it('uses the category picture when the image fails or is missing', () => {
    const { unmount } = renderAt(<RecipeCard recipe={makeSummary({ category: 'Seafood' })} currentUser={me} />);
    const img = screen.getByRole('img', { name: 'Lemon Garlic Roast Chicken' });
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Lemon Garlic Roast Chicken' }).getAttribute('src')).toBe('/images/categories/seafood.webp');
    unmount();
    renderAt(<RecipeCard recipe={makeSummary({ imageUrl: null, category: 'Cake' })} currentUser={me} />);
    expect(screen.getByRole('img', { name: 'Lemon Garlic Roast Chicken' }).getAttribute('src')).toBe('/images/categories/dessert.webp');
  });

  it('names other creators from their profile, else Chef, and shows other sources as written', async () => {
    const { unmount } = renderAt(<RecipeCard recipe={makeSummary({ userId: 2, source: 'Photo-added' })} currentUser={me} />);
    expect(await screen.findByRole('link', { name: 'chef_marco' })).toBeTruthy();
    expect(screen.getByTestId('recipe-attribution').textContent).toBe('Added by chef_marco');
    expect(screen.queryByRole('button', { name: /favorites/ })).toBeNull();
    unmount();

    const second = renderAt(<RecipeCard recipe={makeSummary({ userId: 3, source: 'User-created' })} currentUser={me} />);
    expect(screen.getByTestId('recipe-attribution').textContent).toBe('By Chef');
    second.unmount();

    const third = renderAt(<RecipeCard recipe={makeSummary({ source: 'Saved from chef_marco' })} currentUser={me} />);
    expect(screen.getByTestId('recipe-attribution').textContent).toBe('Saved from chef_marco');
    third.unmount();

    renderAt(<RecipeCard recipe={makeSummary({ source: 'AI-generated' })} currentUser={me} />);
    expect(screen.getByTestId('recipe-attribution').textContent).toBe('By Savorus');
    expect(screen.queryByRole('link', { name: /Savorus/ })).toBeNull();
  });
});
