import { useSyncExternalStore } from 'react';

/** Whether the window is at least `minWidth` px wide, following resizes (a few lines instead of MUI's useMediaQuery). */
export function useWideScreen(minWidth: number): boolean {
  const query = `(min-width: ${minWidth}px)`;
  const supported = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  return useSyncExternalStore(
    (onChange) => {
      if (!supported) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => supported && window.matchMedia(query).matches,
    () => false,
  );
}
