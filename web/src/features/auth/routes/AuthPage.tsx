import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useWideScreen } from '../../../app/useWideScreen';
import { BrandLogo } from '../../../components/BrandLogo';
import { useToast } from '../../../components/toast';
import { AuthForm } from '../components/AuthForm';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { preloadGoogleStatus, useGoogleSignInConfigured } from '../hooks/useGoogleSignIn';
import { useReturnTo } from '../returnPath';

// The picture side of the screen shows from 768 px up: phones do not download it.
const AuthHero = lazy(() => import('../components/AuthHero').then((m) => ({ default: m.AuthHero })));

/** Shows the auth_error a Google sign-in sent back, then removes it from the address. */
function useAuthErrorToast() {
  const [params, setParams] = useSearchParams();
  const { toast } = useToast();
  const authError = params.get('auth_error');

  useEffect(() => {
    if (authError === null) return;
    toast({ title: 'Authentication Error', description: authError, variant: 'destructive' });
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('auth_error');
        return next;
      },
      { replace: true },
    );
  }, [authError, setParams, toast]);
}

/** Asks whether Google sign-in is set up before the screen renders: the form waits for that answer. */
export const preloadData = preloadGoogleStatus;

export default function AuthPage() {
  const { user, isLoading } = useCurrentUser();
  const googleConfigured = useGoogleSignInConfigured();
  const returnTo = useReturnTo();
  const wide = useWideScreen(768); // the theme's md breakpoint
  useAuthErrorToast();

  if (user) return <Navigate to={returnTo} replace />;

  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' }, bgcolor: 'background.default' }}>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        {wide && (
          <Suspense fallback={null}>
            <AuthHero />
          </Suspense>
        )}
      </Box>

      {/* As tall as the window, whatever the welcome panel's height: the form sits where it first appeared when the panel arrives. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', alignSelf: 'start', minHeight: '100dvh', px: { xs: 2.5, sm: 5 }, py: { xs: 3, md: 6 } }}>
        <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 4 }}>
          <BrandLogo to="/auth" />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Recipes, Savorus the AI cooking assistant, a community and your kitchen inventory.
          </Typography>
        </Box>
        <Box sx={{ width: '100%', maxWidth: 480, mx: 'auto', my: { md: 'auto' } }}>
          {/* The form waits for the Google answer too, so its button never pushes the fields down later. */}
          {isLoading || googleConfigured === undefined ? (
            <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
              <CircularProgress aria-label="Loading" />
            </Box>
          ) : (
            <AuthForm returnTo={returnTo} googleConfigured={googleConfigured} />
          )}
        </Box>
      </Box>
    </Box>
  );
}
