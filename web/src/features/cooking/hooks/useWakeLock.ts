import { useEffect, useState } from 'react';

/**
 * Keeps the screen awake while the calling screen is open (Screen Wake Lock API), asking again when
 * the page becomes visible (the browser drops the lock when it is hidden). Returns whether the lock is
 * held; does nothing where the API is missing or the request is refused.
 */
export function useWakeLock(): boolean {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const wakeLock = typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).wakeLock;
    if (!wakeLock || typeof wakeLock.request !== 'function') return;
    let sentinel: WakeLockSentinel | null = null;
    let disposed = false;
    let pending = false;

    const request = async () => {
      if (disposed || pending || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      pending = true;
      try {
        const lock = await wakeLock.request('screen');
        if (disposed) {
          void lock.release().catch(() => undefined);
          return;
        }
        sentinel = lock;
        setActive(true);
        lock.addEventListener('release', () => {
          if (sentinel === lock && !disposed) setActive(false);
        });
      } catch {
        if (!disposed) setActive(false);
      } finally {
        pending = false;
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void request();
    };

    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      disposed = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => undefined);
      sentinel = null;
    };
  }, []);

  return active;
}
