import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { NOT_SAVED_OFFLINE, useOnline } from '../api/online';

/**
 * Data that could not load, in place of a list or a panel: what went wrong, and a way to try again.
 * Offline the load failed for want of a network: `offlineText` says so (by default, that this page is not
 * saved on this device yet).
 */
export function LoadError({ text, offlineText = NOT_SAVED_OFFLINE, onRetry }: { text: string; offlineText?: string; onRetry: () => void }) {
  const online = useOnline();
  return (
    <Stack
      direction="row"
      spacing={1.5}
      role="alert"
      sx={{ alignItems: 'center', p: 2, borderRadius: 3, bgcolor: 'rgba(198,46,46,0.06)', flexWrap: 'wrap', rowGap: 1 }}
    >
      <ErrorOutlineRounded color="error" aria-hidden />
      <Typography sx={{ flex: '1 1 200px', fontWeight: 600 }}>{online ? text : offlineText}</Typography>
      <Button size="small" variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
