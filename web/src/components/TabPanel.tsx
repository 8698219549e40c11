import { type ReactNode, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';

/** Ids that tie a tab to its panel (aria-controls / aria-labelledby). */
export const tabIds = (group: string, value: string) => ({ tab: `${group}-tab-${value}`, panel: `${group}-panel-${value}` });

/** The props of a Tab in `group`: its value and the ids of it and its panel. */
export function tabProps(group: string, value: string) {
  const ids = tabIds(group, value);
  return { value, id: ids.tab, 'aria-controls': ids.panel };
}

/** The panel of the selected tab (only that one is rendered, so lists load when their tab opens). */
export function TabPanel({ group, value, children }: { group: string; value: string; children: ReactNode }) {
  const ids = tabIds(group, value);
  return (
    <Box role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} sx={{ pt: 3 }}>
      {children}
    </Box>
  );
}

/**
 * A ref for scrollable Tabs that keeps the selected tab in view. MUI scrolls it into view before its
 * scroll buttons take their room, so a tab opened from the address on a phone ended half hidden under
 * the right-hand button. When the scroller changes size this scrolls again, and once more when a scroll
 * MUI is still animating has ended (its last frames would undo ours).
 */
export function useSelectedTabInView<T extends HTMLElement>(group: string, value: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const scroller = ref.current?.querySelector<HTMLElement>('.MuiTabs-scroller');
    const tab = document.getElementById(tabIds(group, value).tab);
    if (!scroller || !tab || typeof ResizeObserver === 'undefined') return;
    const reveal = () => {
      const [box, shown] = [tab.getBoundingClientRect(), scroller.getBoundingClientRect()];
      const by = box.right > shown.right ? box.right - shown.right : box.left < shown.left ? box.left - shown.left : 0;
      if (by === 0) return;
      scroller.scrollLeft += by;
      scroller.addEventListener('scrollend', reveal, { once: true });
    };
    const observer = new ResizeObserver(reveal);
    observer.observe(scroller);
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scrollend', reveal);
    };
  }, [group, value]);
  return ref;
}
