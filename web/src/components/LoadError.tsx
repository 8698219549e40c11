import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';

/** Data that could not load, in place of a list or a panel: what went wrong, and a way to try again. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      role="alert"
      sx={{ alignItems: 'center', p: 2, borderRadius: 3, bgcolor: 'rgba(198,46,46,0.06)', flexWrap: 'wrap', rowGap: 1 }}
    >
      <ErrorOutlineRounded color="error" aria-hidden />
      <Typography sx={{ flex: '1 1 200px', fontWeight: 600 }}>{text}</Typography>
      <Button size="small" variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
