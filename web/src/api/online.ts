import { useSyncExternalStore } from 'react';

/**
 * Whether the API can be reached: the browser's `navigator.onLine` and its `online` / `offline` events,
 * and what the client saw last (a fetch that failed with a network TypeError says offline even when the
 * browser still claims a connection, as on one bar of signal; any answer says online again).
 * Tiny on purpose: the client (and so /auth) carries it.
 */
let unreachable = false;
const listeners = new Set<() => void>();

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export const isOnline = (): boolean => browserOnline() && !unreachable;

function emit() {
  for (const listener of [...listeners]) listener();
}

/** A fetch failed on the network (false) or the server answered (true). */
export function reportReachable(reachable: boolean): void {
  if (unreachable === !reachable) return;
  unreachable = !reachable;
  emit();
}

/** fetch rejects with a TypeError when the request never reached a server (offline, DNS, reset). */
export const isNetworkError = (error: unknown): boolean => error instanceof TypeError;

function onBrowserChange(event: Event) {
  // The browser says the connection is back: worth trying again, whatever failed before.
  if (event.type === 'online') unreachable = false;
  emit();
}

/** Calls `listener` when the online state may have changed; returns the function that stops it. */
export function subscribeOnline(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('online', onBrowserChange);
    window.addEventListener('offline', onBrowserChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('online', onBrowserChange);
      window.removeEventListener('offline', onBrowserChange);
    }
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

/** The reason shown on what needs the network and is not kept for later. */
export const OFFLINE_REASON = 'You are offline: this needs a connection.';

/** What shows in place of data that could not load offline (it was never kept on this device). */
export const NOT_SAVED_OFFLINE = 'You are offline and this page is not saved on this device yet.';
