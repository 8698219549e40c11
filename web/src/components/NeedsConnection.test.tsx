import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Button from '@mui/material/Button';
import { OFFLINE_REASON } from '../api/online';
import { setOnline } from '../test/connection';
import { renderAt } from '../test/render';
import { NeedsConnection } from './NeedsConnection';

afterEach(() => setOnline(true));

describe('NeedsConnection', () => {
  it('offline keeps the control focusable under its own name, aria-disabled, doing nothing, with the reason; online again it works', async () => {
    const onClick = jest.fn();
    renderAt(
      <NeedsConnection>
        <Button onClick={onClick}>Generate image</Button>
      </NeedsConnection>,
    );
    const button = screen.getByRole('button', { name: 'Generate image' });
    expect(button.getAttribute('aria-disabled')).toBeNull();

    setOnline(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('title')).toBe(OFFLINE_REASON);
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Generate image' })).toBe(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    // The keyboard reaches it, and its open tooltip describes it.
    act(() => button.focus());
    expect(document.activeElement).toBe(button);
    fireEvent.mouseOver(button);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe(OFFLINE_REASON);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(OFFLINE_REASON);

    setOnline(true);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('offline a submit button submits nothing, and a control disabled for another reason is still reachable', () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderAt(
      <form onSubmit={onSubmit}>
        <NeedsConnection>
          <Button type="submit">Import</Button>
        </NeedsConnection>
        <NeedsConnection>
          <Button disabled>Suggest</Button>
        </NeedsConnection>
      </form>,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Suggest' }).disabled).toBe(true);
    setOnline(false);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const suggest = screen.getByRole<HTMLButtonElement>('button', { name: 'Suggest' });
    expect(suggest.disabled).toBe(false);
    expect(suggest.getAttribute('aria-disabled')).toBe('true');
    expect(suggest.getAttribute('title')).toBe(OFFLINE_REASON);

    setOnline(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Suggest' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
