import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** 'Load more' under a paged list, with a spinner while the next page is on its way. */
export function LoadMoreButton({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  return (
    <Button variant="outlined" onClick={onClick} disabled={loading} startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}>
      Load more
    </Button>
  );
}
