import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

/** A button in the toast ('Undo'), or a link when it has an address ('View list'); either closes the toast. */
export interface ToastAction {
  label: string;
  /** For a link, the in-app navigation to `href` (the toast is outside the router). */
  onClick: () => void;
  href?: string;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast hides itself; 5000 by default (spec document 1 §9). */
  duration?: number;
  action?: ToastAction;
}

export interface ToastState extends ToastOptions {
  id: number;
}

export interface ToastApi {
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

export const TOAST_DEFAULT_DURATION = 5000;
/** How long a toast stays before a newer one may take its place, so that both can be read. */
export const TOAST_MIN_VISIBLE = 1500;

const ToastContext = createContext<ToastApi | null>(null);

// The Snackbar and Alert load with the first toast, not with every screen.
const ToastView = lazy(() => import('./ToastView'));

let nextId = 1;

const MAX_WAITING = 3;

/**
 * The line behind the toast on screen: one toast at a time (document 1 §9); one that comes while another is
 * shown waits until that one has been on screen for TOAST_MIN_VISIBLE, so 'Comment Added' followed at once
 * by 'Tickets Earned' shows both, one after the other. At most MAX_WAITING wait; older ones give way.
 * The time counts from when the view reports the toast on screen, not from when it was handed over: the
 * first toast's view is a chunk that can take longer than TOAST_MIN_VISIBLE to arrive on a busy device.
 */
class ToastQueue {
  private waiting: ToastState[] = [];
  /** When the current toast appeared on screen; null while it is handed to the view but not yet shown. */
  private shownAt: number | null = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly show: (toast: ToastState) => void) {}

  push(toast: ToastState): void {
    this.waiting = [...this.waiting, toast].slice(-MAX_WAITING);
    this.next();
  }

  /** The toast last handed to the view is on screen. */
  visible(): void {
    this.shownAt = Date.now();
    this.next();
  }

  /** The toast on screen was closed: the next one need not wait. */
  closed(): void {
    this.shownAt = 0;
    this.next();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  private readonly next = (): void => {
    clearTimeout(this.timer);
    if (this.shownAt === null) return;
    const wait = this.shownAt + TOAST_MIN_VISIBLE - Date.now();
    if (wait > 0) {
      this.timer = setTimeout(this.next, wait);
      return;
    }
    const toast = this.waiting.shift();
    if (!toast) return;
    this.shownAt = null;
    this.show(toast);
  };
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const [open, setOpen] = useState(false);
  const [queue] = useState(
    () =>
      new ToastQueue((toast) => {
        setCurrent(toast);
        setOpen(true);
      }),
  );
  useEffect(() => () => queue.stop(), [queue]);

  const toast = useCallback((options: ToastOptions) => queue.push({ ...options, id: nextId++ }), [queue]);
  const close = useCallback(() => {
    setOpen(false);
    queue.closed();
  }, [queue]);
  const visible = useCallback(() => queue.visible(), [queue]);
  const api = useMemo(() => ({ toast, dismiss: close }), [toast, close]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <ToastView key={current.id} toast={current} open={open} onClose={close} onVisible={visible} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast must be used inside <ToastProvider>');
  return ctx;
}
