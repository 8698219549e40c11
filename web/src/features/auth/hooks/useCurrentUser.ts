import { useCallback, useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { forgetAccountData } from '../../../api/accountData';
import { api, toApiError, whenSessionEnds, type User } from '../../../api/client';

export const CURRENT_USER_KEY = '/api/user';

/** GET /api/user; a 401 means "no user" and resolves to null (spec document 1 §4 Auth). */
export async function fetchCurrentUser(): Promise<User | null> {
  const { data, error, response } = await api.GET('/api/user');
  if (response.status === 401) return null;
  if (!response.ok || !data) throw toApiError(response, error);
  return data;
}

export interface CurrentUserState {
  user: User | null | undefined;
  isLoading: boolean;
  error: Error | undefined;
  refresh: () => Promise<unknown>;
}

export function useCurrentUser(): CurrentUserState {
  const { data, error, isLoading, mutate } = useSWR<User | null, Error>(CURRENT_USER_KEY, fetchCurrentUser);
  return { user: data, isLoading, error, refresh: () => mutate() };
}

/**
 * Makes `user` (null: nobody) the account the client shows, with nothing kept of the one before: used on
 * sign-in, sign-up, sign-out and when a session ends elsewhere.
 */
export function useSwitchAccount() {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    async (user: User | null) => {
      forgetAccountData(cache);
      await mutate(CURRENT_USER_KEY, user, { revalidate: false });
    },
    [cache, mutate],
  );
}

/**
 * While a cook is signed in, a 401 from the server means the session ended elsewhere: the client forgets
 * the account's data and the guards send the visitor to sign in (returning here afterwards).
 */
export function useForgetEndedSession(signedIn: boolean): void {
  const switchAccount = useSwitchAccount();
  useEffect(() => {
    if (!signedIn) return;
    return whenSessionEnds(() => void switchAccount(null));
  }, [signedIn, switchAccount]);
}
