import useSWR from 'swr';
import { api, unwrap } from '../../../api/client';
import type { components } from '../../../api/schema';

type GoogleStatus = components['schemas']['GoogleStatusDto'];

/** Whether Google sign-in is set up on the server (undefined while asking; false when it cannot tell). */
export function useGoogleSignInConfigured(): boolean | undefined {
  const { data, error } = useSWR<GoogleStatus, Error>('/api/auth/google/status', () => unwrap(api.GET('/api/auth/google/status')));
  return error ? false : data?.configured;
}
