import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { focusMainHeading, MAIN_CONTENT_ID } from './layout/mainContent';

/** How long a new screen may take to show its heading (its code and data loading) before focus stays put. */
const HEADING_WAIT_MS = 10_000;

/** The screen focus was last handled for: shared by the signed-in and public layouts, which take turns. */
let handledPath = '';
/** Stops waiting for the heading of the screen opened last. */
let stopWaiting = () => {};

/** Waits (watching the document: the layout may change on the way) for the heading of the new screen. */
function focusHeadingWhenShown(): void {
  stopWaiting();
  const focusedBefore = document.activeElement;
  const focusMoved = () => document.activeElement !== focusedBefore && document.activeElement !== document.body;
  const settled = () => {
    if (!document.querySelector(`#${MAIN_CONTENT_ID} h1`)) return false;
    if (!focusMoved()) focusMainHeading();
    return true;
  };
  if (settled()) return;
  const observer = new MutationObserver(() => {
    if (settled()) stopWaiting();
  });
  const timer = window.setTimeout(() => stopWaiting(), HEADING_WAIT_MS);
  stopWaiting = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    stopWaiting = () => {};
  };
  observer.observe(document.body, { childList: true, subtree: true });
}

/**
 * After a move to another screen, focus goes to the new screen's heading, so that a screen reader
 * announces where the cook arrived and the next Tab starts from the top of the content. The heading
 * may come after the screen's code and data: it is awaited. Focus the cook moved in the meantime stays
 * where they put it. Not on the first screen (the browser starts there), not for an address a screen
 * replaces with its own (/recipe/1 → /recipes/soup/1: the wait for the heading goes on), and not when
 * a screen only changes its query (a search, a tab, servings).
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const firstScreen = handledPath === '';
    if (handledPath === pathname) return;
    handledPath = pathname;
    if (!firstScreen && navigationType !== NavigationType.Replace) focusHeadingWhenShown();
  }, [pathname, navigationType]);
}
