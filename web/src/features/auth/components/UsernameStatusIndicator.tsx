import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CancelRounded from '@mui/icons-material/CancelRounded';
import type { UsernameStatus } from '../hooks/useUsernameAvailability';

/** Spinner while checking, a green check when free, a red cross when taken. */
export function UsernameStatusIndicator({ status }: { status: UsernameStatus }) {
  switch (status) {
    case 'checking':
      return <CircularProgress size={18} thickness={5} data-testid="username-checking" aria-label="Checking username" />;
    case 'available':
      return (
        <Tooltip title="Username is available">
          <CheckCircleRounded color="success" data-testid="username-available" aria-label="Username is available" role="img" />
        </Tooltip>
      );
    case 'taken':
      return (
        <Tooltip title="Username is taken">
          <CancelRounded color="error" data-testid="username-taken" aria-label="Username is taken" role="img" />
        </Tooltip>
      );
    default:
      return null;
  }
}
