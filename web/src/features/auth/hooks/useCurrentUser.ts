import useSWR from 'swr';
import { api, toApiError, type User } from '../../../api/client';

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
