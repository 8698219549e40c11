import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Stand-alone screens such as /auth, which bring their own layout (and load nothing of the app shell). */
export function Bare() {
  return (
    <Suspense
      fallback={
        <Box role="status" aria-label="Loading" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
          <CircularProgress />
        </Box>
      }
    >
      <Outlet />
    </Suspense>
  );
}
