import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast hides itself; 5000 by default (spec document 1 §9). */
  duration?: number;
}

interface ToastState extends ToastOptions {
  id: number;
}

export interface ToastApi {
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

export const TOAST_DEFAULT_DURATION = 5000;

const ToastContext = createContext<ToastApi | null>(null);

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

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  const severity = current?.variant === 'destructive' ? 'error' : current?.variant === 'success' ? 'success' : 'info';

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Snackbar
        key={current?.id}
        open={open && current !== null}
        autoHideDuration={current?.duration ?? TOAST_DEFAULT_DURATION}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        sx={{ maxWidth: { xs: 'calc(100% - 16px)', sm: 420 } }}
      >
        <Alert
          onClose={() => setOpen(false)}
          severity={severity}
          variant={current?.variant === 'destructive' ? 'filled' : 'standard'}
          data-testid="toast"
          data-variant={current?.variant ?? 'default'}
          sx={{
            width: '100%',
            boxShadow: '0 12px 32px rgba(42,31,26,0.18)',
            ...(current?.variant !== 'destructive' && { bgcolor: 'background.paper', border: 1, borderColor: 'divider' }),
          }}
        >
          {current && <AlertTitle sx={{ fontWeight: 700, mb: current.description ? 0.25 : 0 }}>{current.title}</AlertTitle>}
          {current?.description}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast must be used inside <ToastProvider>');
  return ctx;
}
