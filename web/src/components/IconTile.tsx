import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * An icon on a soft square of the brand colour, beside a heading or a fact; decorative (the text
 * beside it says what it is). `size` in pixels; the corners round a little more on the larger tiles.
 */
export function IconTile({ children, size = 40 }: { children: ReactNode; size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: size >= 40 ? 3 : 2.5,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(200,81,44,0.1)',
        color: 'primary.main',
        flexShrink: 0,
      }}
    >
      {children}
    </Box>
  );
}
