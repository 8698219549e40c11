import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Rows of placeholders while a list loads. */
export function ListSkeleton({ label, rows = 4, height = 48 }: { label: string; rows?: number; height?: number }) {
  return (
    <Stack role="status" aria-label={label} aria-busy spacing={1.25}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} sx={{ borderRadius: 3 }} />
      ))}
    </Stack>
  );
}
