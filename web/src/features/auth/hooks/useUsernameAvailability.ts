import { useEffect, useState } from 'react';
import { api } from '../../../api/client';
import { liveUsernameProblem } from '../validation';

export type UsernameStatus = 'idle' | 'checking' | 'available' | 'taken';

export const USERNAME_CHECK_DEBOUNCE_MS = 500;

/**
 * Sign-up username availability (spec document 1 §4): idle, checking, available, taken. Debounced by
 * 500 ms, skipped under 3 characters and for names the server would refuse, back to idle when
 * the check cannot be made.
 */
export function useUsernameAvailability(username: string, enabled = true): UsernameStatus {
  const [status, setStatus] = useState<UsernameStatus>('idle');
  const value = username.trim();
  // Only names the server would accept are checked: the indicator never calls a refused name available.
  const checkable = enabled && value.length >= 3 && liveUsernameProblem(value) === undefined;

  useEffect(() => {
    if (!checkable) {
      setStatus('idle');
      return;
    }
    setStatus('checking');
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const { data, response } = await api.GET('/api/check-username/{username}', {
          params: { path: { username: value } },
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        if (!response.ok || !data) {
          setStatus('idle');
          return;
        }
        setStatus(data.available ? 'available' : 'taken');
      } catch {
        if (!controller.signal.aborted) setStatus('idle');
      }
    }, USERNAME_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, checkable]);

  return checkable ? status : 'idle';
}
