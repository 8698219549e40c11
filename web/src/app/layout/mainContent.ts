/** The id of each shell's <main>, the target of 'Skip to content'. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Moves focus to the screen's heading (made focusable by script, not by Tab), or to <main> while the
 * screen has none yet. Returns whether the heading was there.
 */
export function focusMainHeading(): boolean {
  const main = document.getElementById(MAIN_CONTENT_ID);
  const heading = main?.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  (heading ?? main)?.focus({ preventScroll: true });
  return !!heading;
}
