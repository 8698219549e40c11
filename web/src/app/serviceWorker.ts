import { useEffect, useSyncExternalStore } from 'react';
import { SKIP_WAITING } from '../api/offline/caches';
import { useToast } from '../components/toast';

/**
 * Registers the service worker (web/sw/) once the first screen has loaded and the browser is idle, so it
 * never competes with that screen; production builds only (the dev server has no /sw.js). A new version
 * found later waits: the page offers 'Reload', and every tab reloads when it takes over, so no page runs
 * one version's code with the other's worker.
 */
export const NEW_VERSION_TEXT = 'A new version of Savor is ready';
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker) {
  waiting = worker;
  for (const listener of [...listeners]) listener();
}

function watch(registration: ServiceWorkerRegistration) {
  const container = navigator.serviceWorker;
  // Without a controller this is the first install (nothing to replace): it takes over without a reload.
  const hadController = () => container.controller !== null;
  if (registration.waiting && hadController()) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && hadController()) setWaiting(installing);
    });
  });
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // From the start, not once registered: a tab in the background may not be idle before another tab's
  // Reload lets the new version take over, and must reload too. The first install's takeover is no change.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });
  const register = () =>
    navigator.serviceWorker.register('/sw.js').then(watch, () => {
      // Refused (private mode, blocked by policy): the app works as before, online.
    });
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => void register()) : setTimeout(() => void register(), 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Offers the waiting version: 'Reload' lets it take over (each tab then reloads). */
export function NewVersionPrompt() {
  const ready = useSyncExternalStore(
    subscribe,
    () => waiting !== null,
    () => false,
  );
  const { toast } = useToast();
  useEffect(() => {
    if (!ready) return;
    toast({
      title: NEW_VERSION_TEXT,
      duration: UPDATE_CHECK_MS,
      action: { label: 'Reload', onClick: () => waiting?.postMessage({ type: SKIP_WAITING }) },
    });
  }, [ready, toast]);
  return null;
}
