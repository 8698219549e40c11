import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast hides itself; 5000 by default (spec document 1 §9). */
  duration?: number;
}

export interface ToastState extends ToastOptions {
  id: number;
}

export interface ToastApi {
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

export const TOAST_DEFAULT_DURATION = 5000;

const ToastContext = createContext<ToastApi | null>(null);

// The Snackbar and Alert load with the first toast, not with every screen.
const ToastView = lazy(() => import('./ToastView'));

let nextId = 1;

/** One toast at a time: a new toast replaces the one on screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const [open, setOpen] = useState(false);

  const toast = useCallback((options: ToastOptions) => {
    setCurrent({ ...options, id: nextId++ });
    setOpen(true);
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <ToastView key={current.id} toast={current} open={open} onClose={() => setOpen(false)} />
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
