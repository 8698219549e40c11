import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** How many screens the router has shown since the page loaded (none counted: no return visit can be told). */
const ScreensShown = createContext<RefObject<number>>({ current: 0 });

/** Counts the screens shown under it (the root layout), so a screen can tell a return visit from the page's first. */
export function ScreenCounter({ children }: { children: ReactNode }) {
  const shown = useRef(0);
  const { key } = useLocation();
  useEffect(() => {
    shown.current += 1;
  }, [key]);
  return <ScreensShown.Provider value={shown}>{children}</ScreensShown.Provider>;
}

/**
 * Whether this screen is shown again by Back or Forward, where the browser returns to where the cook had
 * scrolled: not the page's first screen, which React Router also reports as a 'POP'.
 */
export function useIsReturnVisit(): boolean {
  const shown = useContext(ScreensShown);
  return useNavigationType() === NavigationType.Pop && shown.current > 0;
}
