import type { MouseEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useEffect } from 'react';
import { TOAST_DEFAULT_DURATION, type ToastState } from './ToastProvider';

/** The toast on screen; its chunk loads with the first toast (see ToastProvider). */
export default function ToastView({
  toast,
  open,
  onClose,
  onVisible,
}: {
  toast: ToastState;
  open: boolean;
  onClose: () => void;
  /** Called once the toast is on screen: its minimum time before the next one starts there. */
  onVisible: () => void;
}) {
  useEffect(onVisible, [onVisible]);
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    onClose();
  };
  const act = (event: MouseEvent) => {
    // A link opened in a new tab or window (modifier keys) is the browser's; a plain click navigates in the app.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    toast.action?.onClick();
    onClose();
  };
  const severity = toast.variant === 'destructive' ? 'error' : toast.variant === 'success' ? 'success' : 'info';

  return (
    <Snackbar
      open={open}
      autoHideDuration={toast.duration ?? TOAST_DEFAULT_DURATION}
      onClose={handleClose}
      // Top centre, just below the app bar: clear of every screen's action buttons (which sit in the
      // content and at its bottom), of the header's navigation, and of the thumb on a phone.
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 72, sm: 84 }, maxWidth: { xs: 'calc(100% - 16px)', sm: 440 } }}
    >
      <Alert
        onClose={onClose}
        severity={severity}
        variant={toast.variant === 'destructive' ? 'filled' : 'standard'}
        data-testid="toast"
        data-variant={toast.variant ?? 'default'}
        sx={{
          width: '100%',
          boxShadow: '0 12px 32px rgba(42,31,26,0.18)',
          ...(toast.variant !== 'destructive' && { bgcolor: 'background.paper', border: 1, borderColor: 'divider' }),
        }}
      >
        <AlertTitle sx={{ fontWeight: 700, mb: toast.description ? 0.25 : 0 }}>{toast.title}</AlertTitle>
        {toast.description}
        {toast.action && (
          <Box sx={{ mt: 0.75 }}>
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              onClick={act}
              // With an address, ButtonBase renders a link.
              href={toast.action.href}
              sx={{ py: 0.25, fontWeight: 700 }}
            >
              {toast.action.label}
            </Button>
          </Box>
        )}
      </Alert>
    </Snackbar>
  );
}
