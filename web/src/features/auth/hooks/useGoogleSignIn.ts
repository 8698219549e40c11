import useSWR from 'swr';
import { api, unwrap } from '../../../api/client';
import { preloadIntoCache } from '../../../api/preloadIntoCache';
import type { components } from '../../../api/schema';

type GoogleStatus = components['schemas']['GoogleStatusDto'];

const GOOGLE_STATUS_KEY = '/api/auth/google/status';

const fetchGoogleStatus = () => unwrap(api.GET('/api/auth/google/status'));

/** Fetches whether Google sign-in is set up before the sign-in screen renders (see preloadIntoCache). */
export function preloadGoogleStatus(): Promise<void> {
  return preloadIntoCache(GOOGLE_STATUS_KEY, fetchGoogleStatus);
}

/** Whether Google sign-in is set up on the server (undefined while asking; false when it cannot tell). */
export function useGoogleSignInConfigured(): boolean | undefined {
  const { data, error } = useSWR<GoogleStatus, Error>(GOOGLE_STATUS_KEY, fetchGoogleStatus);
  return error ? false : data?.configured;
}
