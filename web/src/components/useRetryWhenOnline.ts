import { useEffect, useRef } from 'react';
import { isOnline, subscribeOnline } from '../api/online';

/** While `failed`, calls `retry` when the connection returns: what could not load offline loads by itself then. */
export function useRetryWhenOnline(failed: boolean, retry: () => void): void {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (!failed) return;
    let wasOnline = isOnline();
    return subscribeOnline(() => {
      const online = isOnline();
      if (online && !wasOnline) latest.current();
      wasOnline = online;
    });
  }, [failed]);
}
