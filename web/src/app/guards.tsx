import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { changeQueue } from '../api/offline';
import { AppSkeleton, PageSkeleton } from '../components/PageSkeleton';
import { signInPath, useCurrentUser, useForgetEndedSession } from '../features/auth';
import { preloadTicketBalance } from '../features/tickets';
import { isSignedInFirstScreen } from './earlyRequests';
import { AppShell } from './layout/AppShell';
import { PublicShell } from './layout/PublicShell';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { useScrollRestoration } from './useScrollRestoration';

function ConnectionProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 420 }}>
        <CloudOffRounded color="primary" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          We can't reach the kitchen
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Savor could not load your account. Check your connection and try again.
        </Typography>
        <Button variant="contained" startIcon={<RefreshRounded />} onClick={onRetry}>
          Try again
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The shell's first data (the ticket balance in the navigation), fetched before the first render of a
 * first screen sent to a visitor with a session; a visitor without one is sent to sign in.
 */
export function preloadShellData(): Promise<void> | undefined {
  return isSignedInFirstScreen() ? preloadTicketBalance() : undefined;
}

/**
 * Signed-in screens: a skeleton while the user loads, the app shell for a cook, and for a visitor /auth,
 * which brings them back here after signing in.
 */
export function RequireAuth() {
  const { user, isLoading, error, refresh } = useCurrentUser();
  useForgetEndedSession(!!user);
  useScrollRestoration();
  useFocusOnNavigation();
  const location = useLocation();
  if (isLoading) return <AppSkeleton />;
  if (error && user === undefined) return <ConnectionProblem onRetry={() => void refresh()} />;
  if (!user) return <Navigate to={signInPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  // Before the screen's first fetch (a child's effects run before the shell's): it reads this account's queue.
  void changeQueue.setAccount(user.id);
  return (
    <AppShell user={user}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}

/** Public screens (and the 404 page): the app shell for a signed-in user, a light header for visitors. */
export function OptionalAuth() {
  const { user, isLoading } = useCurrentUser();
  useForgetEndedSession(!!user);
  useScrollRestoration();
  useFocusOnNavigation();
  if (isLoading) return <AppSkeleton />;
  const content = (
    <Suspense fallback={<PageSkeleton />}>
      <Outlet />
    </Suspense>
  );
  return user ? <AppShell user={user}>{content}</AppShell> : <PublicShell>{content}</PublicShell>;
}
