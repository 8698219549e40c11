import type { ReactNode } from 'react';
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
