import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder while a screen's code or its data loads. */
export function PageSkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <Box role="status" aria-label="Loading" aria-busy sx={{ py: 1 }}>
      <Skeleton variant="text" width="40%" sx={{ fontSize: '2.2rem', maxWidth: 360 }} />
      <Skeleton variant="text" width="60%" sx={{ mb: 3, maxWidth: 520 }} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton
            key={i}
            variant="rounded"
            height={i === cards - 1 && cards % 2 === 1 ? 180 : 240}
            sx={{ borderRadius: 5, gridColumn: i === cards - 1 && cards % 2 === 1 ? { md: '1 / -1' } : undefined }}
          />
        ))}
      </Box>
    </Box>
  );
}

/** Full-page placeholder with a header bar, used before we know who is signed in. */
export function AppSkeleton() {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box
        sx={{
          height: 68,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          display: 'flex',
          alignItems: 'center',
          px: { xs: 2, sm: 3 },
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flex: 1 }}>
          <Skeleton variant="rounded" width={36} height={36} sx={{ borderRadius: 2.5 }} />
          <Skeleton variant="text" width={80} sx={{ fontSize: '1.4rem' }} />
        </Stack>
        <Skeleton variant="circular" width={36} height={36} />
      </Box>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: 4 }}>
        <PageSkeleton />
      </Box>
    </Box>
  );
}
