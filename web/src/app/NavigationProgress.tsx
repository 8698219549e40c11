import { Outlet, useNavigation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { ScreenCounter } from '../components/returnVisit';

/**
 * A thin bar across the top while the next screen loads, so a click never seems ignored on a slow
 * network. It fades in after a moment, so fast navigations do not flash it.
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading the next screen"
      data-testid="navigation-progress"
      sx={{
        position: 'fixed',
        inset: '0 0 auto 0',
        height: 3,
        zIndex: 2000,
        overflow: 'hidden',
        bgcolor: 'rgba(200,81,44,0.18)',
        opacity: 0,
        animation: 'savor-progress-in 150ms ease 120ms forwards',
        '@keyframes savor-progress-in': { to: { opacity: 1 } },
        '@keyframes savor-progress-run': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: 'savor-progress-run 1.1s ease-in-out infinite',
        },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 1, '&::after': { animation: 'none', width: '100%', opacity: 0.6 } },
      }}
    />
  );
}

/** The root of every route: the progress bar above whatever screen is showing. */
export function RootLayout() {
  return (
    <ScreenCounter>
      <NavigationProgress />
      <Outlet />
    </ScreenCounter>
  );
}
