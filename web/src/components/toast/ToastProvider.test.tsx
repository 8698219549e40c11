import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { TOAST_MIN_VISIBLE, ToastProvider, useToast } from './ToastProvider';

function TwoToastsAtOnce() {
  const { toast } = useToast();
  useEffect(() => {
    toast({ title: 'Comment Added', variant: 'success' });
    toast({ title: 'Tickets Earned', description: 'You earned 1 ticket!', variant: 'success' });
  }, [toast]);
  return null;
}

function ToastApiOut({ onApi }: { onApi: (api: ReturnType<typeof useToast>) => void }) {
  const api = useToast();
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return null;
}

describe('ToastProvider', () => {
  it('shows a toast that a newer one follows at once before letting the newer one take its place', async () => {
    const shown: string[] = [];
    render(
      <ToastProvider>
        <TwoToastsAtOnce />
      </ToastProvider>,
    );
    shown.push((await screen.findByText('Comment Added')).textContent ?? '');
    expect(screen.queryByText('Tickets Earned')).toBeNull();
    shown.push((await screen.findByText('Tickets Earned')).textContent ?? '');
    expect(shown).toEqual(['Comment Added', 'Tickets Earned']);
    expect(screen.getByText('You earned 1 ticket!')).toBeTruthy();
  });

  it('shows a toast at once when the one before it was closed', async () => {
    let api: ReturnType<typeof useToast> | undefined;
    render(
      <ToastProvider>
        <ToastApiOut onApi={(value) => (api = value)} />
      </ToastProvider>,
    );
    act(() => api?.toast({ title: 'Item added' }));
    await screen.findByText('Item added');
    act(() => {
      api?.dismiss();
      api?.toast({ title: 'Item deleted' });
    });
    expect(screen.getByText('Item deleted')).toBeTruthy(); // in the same render, no wait
  });

  it('shows toasts that come one after another in their order', async () => {
    let api: ReturnType<typeof useToast> | undefined;
    render(
      <ToastProvider>
        <ToastApiOut onApi={(value) => (api = value)} />
      </ToastProvider>,
    );
    act(() => api?.toast({ title: 'Comment Added' }));
    await screen.findByText('Comment Added');
    act(() => {
      api?.toast({ title: 'Rating Saved' });
      api?.toast({ title: 'Tickets Earned' });
    });
    await screen.findByText('Rating Saved');
    await screen.findByText('Tickets Earned');
  });

  it('keeps the first toast on screen for its full time when its view arrives after that time has passed', async () => {
    jest.useFakeTimers();
    try {
      let api: ReturnType<typeof useToast> | undefined;
      render(
        <ToastProvider>
          <ToastApiOut onApi={(value) => (api = value)} />
        </ToastProvider>,
      );
      act(() => {
        api?.toast({ title: 'Comment Added' });
        api?.toast({ title: 'Tickets Earned' });
        // The toast's view is a chunk; on a busy phone it can arrive later than this.
        jest.advanceTimersByTime(TOAST_MIN_VISIBLE + 500);
      });
      await screen.findByText('Comment Added');
      act(() => jest.advanceTimersByTime(TOAST_MIN_VISIBLE - 100));
      expect(screen.getByText('Comment Added')).toBeTruthy();
      expect(screen.queryByText('Tickets Earned')).toBeNull();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.getByText('Tickets Earned')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });
});
