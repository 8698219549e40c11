import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/toast';
import { useLogout } from './useAuthActions';

/** Logout with the spec's toasts ('Logged out' / 'Logout failed'), then back to /auth. */
export function useSignOut() {
  const { logout, isPending } = useLogout();
  const { toast } = useToast();
  const navigate = useNavigate();

  const signOut = useCallback(async () => {
    try {
      await logout();
      toast({ title: 'Logged out', description: 'See you next time. Happy cooking!' });
      navigate('/auth', { replace: true });
    } catch (error) {
      toast({
        title: 'Logout failed',
        description: error instanceof Error && error.message ? error.message : 'An error occurred during logout. Please try again.',
        variant: 'destructive',
      });
    }
  }, [logout, navigate, toast]);

  return { signOut, isPending };
}
