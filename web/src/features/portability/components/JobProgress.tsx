import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { percentDone } from '../formatting';

/** How far an import or an export is: a bar named `label` and '{processed} of {total} recipes', then any `children`. */
export function JobProgress({ label, processed, total, children }: { label: string; processed: number; total: number; children?: ReactNode }) {
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={percentDone(processed, total)}
        aria-label={label}
        aria-valuetext={`${processed} of ${total} recipes`}
        sx={{ height: 10, borderRadius: 5 }}
      />
      <Typography sx={{ mt: 1.25, fontWeight: 600 }}>
        {processed} of {total} recipes
      </Typography>
      {children}
    </Box>
  );
}
