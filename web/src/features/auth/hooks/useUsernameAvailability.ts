import { useEffect, useState } from 'react';
import { api } from '../../../api/client';
import { liveUsernameProblem } from '../validation';

export type UsernameStatus = 'idle' | 'checking' | 'available' | 'taken';

export const USERNAME_CHECK_DEBOUNCE_MS = 500;

/**
 * Sign-up username availability (spec document 1 §4): idle, checking, available, taken. Debounced by
 * 500 ms, skipped under 3 characters and for names the server would refuse, back to idle when the check
 * cannot be made. The answer belongs to the name it was asked for: a newer name is 'checking' until its own.
 */
export function useUsernameAvailability(username: string, enabled = true): UsernameStatus {
  const [answer, setAnswer] = useState<{ username: string; status: UsernameStatus } | null>(null);
  const value = username.trim();
  // Only names the server would accept are checked: the indicator never calls a refused name available.
  const checkable = enabled && value.length >= 3 && liveUsernameProblem(value) === undefined;

  useEffect(() => {
    if (!checkable) return;
    const controller = new AbortController();
    const check = async () => {
      try {
        const { data, response } = await api.GET('/api/check-username/{username}', {
          params: { path: { username: value } },
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        setAnswer({ username: value, status: response.ok && data ? (data.available ? 'available' : 'taken') : 'idle' });
      } catch {
        if (!controller.signal.aborted) setAnswer({ username: value, status: 'idle' });
      }
    };
    const timer = setTimeout(() => void check(), USERNAME_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, checkable]);

  if (!checkable) return 'idle';
  return answer?.username === value ? answer.status : 'checking';
}
