import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { lazyWhenOpen } from './lazyWhenOpen';

function Panel({ open }: { open: boolean }) {
  return open ? <div role="dialog" aria-label="Panel" /> : <p>Panel closed</p>;
}

/** An overlay whose code "downloads" when `load` is called, counting the calls. */
function overlay() {
  const load = jest.fn(() => Promise.resolve({ default: Panel }));
  return { load, LazyPanel: lazyWhenOpen(load) };
}

function Screen({ LazyPanel }: { LazyPanel: ReturnType<typeof overlay>['LazyPanel'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" {...LazyPanel.preloadProps} onClick={() => setOpen(!open)}>
        Open
      </button>
      <LazyPanel open={open} />
    </>
  );
}

describe('lazyWhenOpen', () => {
  it('fetches nothing until the overlay opens, then shows it and keeps it mounted once closed', async () => {
    const { load, LazyPanel } = overlay();
    render(<Screen LazyPanel={LazyPanel} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Panel closed')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    // Closed, still mounted (so it can animate closed): it renders its closed state.
    expect(await screen.findByText('Panel closed')).toBeTruthy();
  });

  it('starts the download when focus or the pointer reaches the button, before any click', async () => {
    const { load, LazyPanel } = overlay();
    render(<Screen LazyPanel={LazyPanel} />);
    const button = screen.getByRole('button', { name: 'Open' });

    act(() => button.focus());
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.pointerEnter(button);
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeTruthy();
  });
});
