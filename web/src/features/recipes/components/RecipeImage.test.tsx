import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { RecipeImage } from './RecipeImage';

const picture = () => screen.getByRole('img', { name: 'Fish Pie' });

describe('RecipeImage', () => {
  it('tries an .html address as .jpg, then the recovered picture, and keeps the one that loads', async () => {
    const find = jest.fn(async () => '/media/found.jpg');
    const onFound = jest.fn();
    renderAt(<RecipeImage src="https://cdn.example.com/fish-pie.html" category="Seafood" alt="Fish Pie" recovery={{ find, onFound }} />);
    expect(picture().getAttribute('src')).toBe('https://cdn.example.com/fish-pie.jpg');

    fireEvent.error(picture());
    await waitFor(() => expect(picture().getAttribute('src')).toBe('/media/found.jpg'));
    expect(find).toHaveBeenCalledTimes(1);
    fireEvent.load(picture());
    expect(onFound).toHaveBeenCalledWith('/media/found.jpg');
  });

  it('keeps a working .jpg in place of the .html address', () => {
    const onFound = jest.fn();
    renderAt(<RecipeImage src="/legacy/pie.html" category="Seafood" alt="Fish Pie" recovery={{ find: async () => null, onFound }} />);
    fireEvent.load(picture());
    expect(onFound).toHaveBeenCalledWith('/legacy/pie.jpg');
  });

  it('ends with the category picture when nothing better is found, and leaves a working image alone', async () => {
    const onFound = jest.fn();
    const { unmount } = renderAt(
      <RecipeImage
        src="/media/broken.jpg"
        category="Seafood"
        alt="Fish Pie"
        recovery={{
          find: async () => {
            throw new Error('offline');
          },
          onFound,
        }}
      />,
    );
    fireEvent.error(picture());
    await waitFor(() => expect(picture().getAttribute('src')).toBe('/images/categories/seafood.webp'));
    fireEvent.load(picture());
    expect(onFound).not.toHaveBeenCalled();
    unmount();

    renderAt(<RecipeImage src="/media/fine.jpg" category="Seafood" alt="Fish Pie" recovery={{ find: async () => '/media/other.jpg', onFound }} />);
    fireEvent.load(picture());
    expect(onFound).not.toHaveBeenCalled();
  });
});
