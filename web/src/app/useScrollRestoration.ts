import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** Where each screen of this tab's history was scrolled to, by its history entry. */
const positions = new Map<string, number>();
let current = '';
let currentPath = '';

const remember = () => positions.set(current, window.scrollY);

/**
 * A new screen opens at its top; Back and Forward return to where the cook was on that screen. React
 * Router's ScrollRestoration does the same, but would add its code to the sign-in page's router chunk:
 * this lives with the signed-in and public layouts. Positions are recorded as the cook scrolls, since
 * by the time a navigation commits, the next screen may already have shortened the page. A screen that
 * only changes its own address (servings kept in the query, replaced) stays where it is.
 */
export function useScrollRestoration(): void {
  const { key, hash, pathname } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const sameScreen = navigationType === NavigationType.Replace && pathname === currentPath;
    current = key;
    currentPath = pathname;
    if (sameScreen) return;
    const saved = navigationType === NavigationType.Pop ? positions.get(key) : undefined;
    const top = saved ?? (hash ? undefined : 0);
    if (top !== undefined && top !== window.scrollY) window.scrollTo(0, top);
  }, [key, hash, pathname, navigationType]);
}
