import { useCallback } from 'react';
import useSWR from 'swr';
import { api, unwrap } from '../../../api/client';
import type { components } from '../../../api/schema';

export type AccessToken = components['schemas']['AccessTokenDto'];
export type CreatedAccessToken = components['schemas']['CreatedAccessTokenDto'];
export type NewAccessToken = components['schemas']['CreateAccessTokenDto'];

const ACCESS_TOKENS_KEY = '/api/tokens';

/** The cook's API tokens (GET /api/tokens), with creating and revoking them. */
export function useAccessTokens() {
  const { data, error, isLoading, mutate } = useSWR<AccessToken[], Error>(ACCESS_TOKENS_KEY, () => unwrap(api.GET('/api/tokens')));

  const create = useCallback(
    async (body: NewAccessToken): Promise<CreatedAccessToken> => {
      const created = await unwrap(api.POST('/api/tokens', { body }));
      await mutate();
      return created;
    },
    [mutate],
  );

  const revoke = useCallback(
    async (id: number): Promise<void> => {
      await unwrap(api.DELETE('/api/tokens/{id}', { params: { path: { id } } }));
      await mutate((tokens) => tokens?.filter((token) => token.id !== id), { revalidate: false });
    },
    [mutate],
  );

  return { tokens: data, error, isLoading, retry: () => void mutate(), create, revoke };
}
