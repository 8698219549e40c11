import useSWR from 'swr';
import { api, unwrap } from '../../../api/client';

/** Whether Google sign-in is set up on the server (undefined while asking; false when it cannot tell). */
export function useGoogleSignInConfigured(): boolean | undefined {
  const { data, error } = useSWR('/api/auth/google/status', () => unwrap(api.GET('/api/auth/google/status')));
  return error ? false : data?.configured;
}
