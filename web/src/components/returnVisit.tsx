import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How many screens the router has shown since the page loaded (none counted: no return visit can be told). */
const ScreensShown = createContext<{ count: number }>({ count: 0 });

/** Counts the screens shown under it (the root layout), so a screen can tell a return visit from the page's first. */
export function ScreenCounter({ children }: { children: ReactNode }) {
  const [shown] = useState(() => ({ count: 0 }));
  const { key } = useLocation();
  useEffect(() => {
    shown.count += 1;
  }, [key, shown]);
  return <ScreensShown.Provider value={shown}>{children}</ScreensShown.Provider>;
}

/**
 * Whether this screen is shown again by Back or Forward, where the browser returns to where the cook had
 * scrolled: not the page's first screen, which React Router also reports as a 'POP'.
 */
export function useIsReturnVisit(): boolean {
  const shown = useContext(ScreensShown);
  return useNavigationType() === 'POP' && shown.count > 0;
}
