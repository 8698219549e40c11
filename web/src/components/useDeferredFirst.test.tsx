import { render } from '@testing-library/react';
import { useDeferredFirst } from './useDeferredFirst';

function Shown({ value, seen }: { value: string | undefined; seen: (string | undefined)[] }) {
  const shown = useDeferredFirst(value);
  seen.push(shown);
  return <p>{shown ?? 'loading'}</p>;
}

describe('useDeferredFirst', () => {
  it('keeps the loading state for the render the first value arrives in, then shows it; later values show at once', () => {
    const seen: (string | undefined)[] = [];
    const { rerender, getByText } = render(<Shown value={undefined} seen={seen} />);
    seen.length = 0;

    rerender(<Shown value="pancakes" seen={seen} />);
    expect(getByText('pancakes')).toBeTruthy();
    // The urgent render still showed loading; the deferred one showed the data.
    expect(seen[0]).toBeUndefined();
    expect(seen.at(-1)).toBe('pancakes');

    seen.length = 0;
    rerender(<Shown value="waffles" seen={seen} />);
    expect(getByText('waffles')).toBeTruthy();
    expect(seen.every((value) => value === 'waffles')).toBe(true);
  });
});
