import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** How close to its limit a text may come before its count turns to a warning. */
const NEAR_THE_LIMIT = 0.9;

/**
 * A text field's helper text with its length limit beside it ('12/200'), so the limit is known before
 * a submit refuses it; the count warns near the limit and is an error past it. Both are read as the
 * field's description.
 */
export function lengthHint(helper: ReactNode, length: number, max: number): ReactNode {
  const color = length > max ? 'error.main' : length >= max * NEAR_THE_LIMIT ? 'warning.dark' : 'text.secondary';
  return (
    <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', alignItems: 'baseline' }}>
      <span>{helper}</span>
      <Box component="span" data-testid="length-count" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums', color }}>
        {length}/{max}
      </Box>
    </Box>
  );
}
