import { fireEvent, screen } from '@testing-library/react';
import { setOnline } from '../test/connection';
import { renderAt } from '../test/render';
import { LoadError } from './LoadError';

afterEach(() => setOnline(true));

describe('LoadError', () => {
  it("says offline that the page is not saved on this device yet, keeps 'Try again', and its own text online", () => {
    const retry = jest.fn();
    renderAt(<LoadError text="Could not load your meal plan." onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load your meal plan.');

    setOnline(false);
    expect(screen.getByRole('alert').textContent).toContain('You are offline and this page is not saved on this device yet.');
    expect(screen.queryByText('Could not load your meal plan.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);

    setOnline(true);
    expect(screen.getByRole('alert').textContent).toContain('Could not load your meal plan.');
  });

  it('says what a screen keeps for later in its own offline words', () => {
    setOnline(false);
    renderAt(
      <LoadError text="Error loading pantry." offlineText="You are offline: your pantry will show when you reconnect." onRetry={() => undefined} />,
    );
    expect(screen.getByText('You are offline: your pantry will show when you reconnect.')).toBeTruthy();
  });
});
