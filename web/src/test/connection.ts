import { act } from '@testing-library/react';

/**
 * The browser's connection in a test: navigator.onLine and its `online` / `offline` events; while offline,
 * fetch fails like a dropped signal (see dropWhenOffline). Each test file gets its own window.
 */
let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

/** Switches the connection and announces it, like the browser. */
export function setOnline(value: boolean): void {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

/** Makes the fake server set up so far unreachable while offline: fetch rejects with a TypeError. */
export function dropWhenOffline(): void {
  const serve = globalThis.fetch;
  globalThis.fetch = (input, init) => (online ? serve(input, init) : Promise.reject(new TypeError('Failed to fetch')));
}
