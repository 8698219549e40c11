import { useEffect, useEffectEvent } from 'react';

export interface CookingKeyActions {
  onPrevious: () => void;
  onNext: () => void;
  onToggleCurrent: () => void;
}

/** Elements that use these keys themselves: fields, sliders, tabs, menus (and, for Space, any control). */
const OWNS_ARROWS =
  'input, textarea, select, [contenteditable="true"], [role="slider"], [role="tab"], [role="menuitem"], [role="radio"], [role="option"]';
const OWNS_SPACE = `${OWNS_ARROWS}, button, a[href], [role="button"], [role="checkbox"], [role="switch"], summary`;

/**
 * Cooking by keyboard: ← previous step, → next step, Space marks the current step done or not. Keys a
 * focused control uses itself (a tab list's arrows, a button's Space) are left to that control.
 */
export function useCookingKeys(enabled: boolean, actions: CookingKeyActions): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const open = document.querySelector('[role="dialog"], [role="presentation"].MuiModal-root');
    if (open) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      if (target?.closest(OWNS_ARROWS)) return;
      event.preventDefault();
      if (event.key === 'ArrowLeft') actions.onPrevious();
      else actions.onNext();
    } else if (event.key === ' ') {
      if (target?.closest(OWNS_SPACE)) return;
      event.preventDefault();
      actions.onToggleCurrent();
    }
  });

  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
