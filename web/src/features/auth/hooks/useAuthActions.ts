import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { api, unwrap, type LoginBody, type RegisterBody, type User } from '../../../api/client';
import { CURRENT_USER_KEY } from './useCurrentUser';

/** Runs an async action and exposes whether it is pending. */
function usePending<Args extends unknown[], R>(action: (...args: Args) => Promise<R>) {
  const [isPending, setPending] = useState(false);
  const run = useCallback(
    async (...args: Args) => {
      setPending(true);
      try {
        return await action(...args);
      } finally {
        setPending(false);
      }
    },
    [action],
  );
  return [run, isPending] as const;
}

export function useLogin() {
  const { mutate } = useSWRConfig();
  const login = useCallback(
    async (body: LoginBody): Promise<User> => {
      const user = await unwrap(api.POST('/api/login', { body }));
      await mutate(CURRENT_USER_KEY, user, { revalidate: false });
      return user;
    },
    [mutate],
  );
  const [run, isPending] = usePending(login);
  return { login: run, isPending };
}

export function useRegister() {
  const { mutate } = useSWRConfig();
  const register = useCallback(
    async (body: RegisterBody): Promise<User> => {
      const user = await unwrap(api.POST('/api/register', { body }));
      await mutate(CURRENT_USER_KEY, user, { revalidate: false });
      return user;
    },
    [mutate],
  );
  const [run, isPending] = usePending(register);
  return { register: run, isPending };
}

export function useLogout() {
  const { mutate } = useSWRConfig();
  const logout = useCallback(async (): Promise<void> => {
    await unwrap(api.POST('/api/logout'));
    // Forget everything cached for the previous user, then mark "no user".
    await mutate((key) => key !== CURRENT_USER_KEY, undefined, { revalidate: false });
    await mutate(CURRENT_USER_KEY, null, { revalidate: false });
  }, [mutate]);
  const [run, isPending] = usePending(logout);
  return { logout: run, isPending };
}
