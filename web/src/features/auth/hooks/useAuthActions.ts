import { useCallback, useState } from 'react';
import { api, unwrap, type LoginBody, type RegisterBody, type User } from '../../../api/client';
import { useSwitchAccount } from './useCurrentUser';

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
  const switchAccount = useSwitchAccount();
  const login = useCallback(
    async (body: LoginBody): Promise<User> => {
      const user = await unwrap(api.POST('/api/login', { body }));
      await switchAccount(user);
      return user;
    },
    [switchAccount],
  );
  const [run, isPending] = usePending(login);
  return { login: run, isPending };
}

export function useRegister() {
  const switchAccount = useSwitchAccount();
  const register = useCallback(
    async (body: RegisterBody): Promise<User> => {
      const user = await unwrap(api.POST('/api/register', { body }));
      await switchAccount(user);
      return user;
    },
    [switchAccount],
  );
  const [run, isPending] = usePending(register);
  return { register: run, isPending };
}

export function useLogout() {
  const switchAccount = useSwitchAccount();
  const logout = useCallback(async (): Promise<void> => {
    await unwrap(api.POST('/api/logout'));
    await switchAccount(null);
  }, [switchAccount]);
  const [run, isPending] = usePending(logout);
  return { logout: run, isPending };
}
