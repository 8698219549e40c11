import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A friendly empty state inside a card or a list. */
export function EmptyState({ icon, text, hint, compact = false }: { icon: ReactNode; text: string; hint?: string; compact?: boolean }) {
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        py: compact ? 2.5 : 3.5,
        px: 2,
        borderRadius: 4,
        border: '1.5px dashed',
        borderColor: 'divider',
        bgcolor: 'rgba(251,246,239,0.6)',
      }}
    >
      <Box aria-hidden sx={{ color: 'text.secondary', opacity: 0.6, mb: 1, '& svg': { fontSize: 32 } }}>
        {icon}
      </Box>
      <Typography variant={compact ? 'body2' : 'body1'} sx={{ fontWeight: 600 }}>
        {text}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 360 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
