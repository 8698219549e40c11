import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from './useDocumentTitle';

export interface StatusPageAction {
  label: string;
  to: string;
  variant?: 'contained' | 'outlined' | 'text';
}

interface StatusPageProps {
  title: string;
  description: ReactNode;
  icon: ReactNode;
  badge?: string;
  actions?: StatusPageAction[];
  children?: ReactNode;
}

/** A centred card for pages that have a title, an explanation and a way onward. */
export function StatusPage({ title, description, icon, badge, actions = [], children }: StatusPageProps) {
  useDocumentTitle(title);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 3, sm: 6 } }}>
      <Card sx={{ width: '100%', maxWidth: 640, p: { xs: 3, sm: 5 }, textAlign: 'center', position: 'relative', overflow: 'hidden' }}>
        <Box
          aria-hidden
          sx={{ position: 'absolute', inset: 0, height: 120, background: 'linear-gradient(180deg, rgba(233,162,59,0.14), rgba(233,162,59,0))' }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'relative',
            mx: 'auto',
            mb: 2.5,
            width: 76,
            height: 76,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: 'rgba(200,81,44,0.1)',
            '& svg': { fontSize: 38 },
          }}
        >
          {icon}
        </Box>
        {badge && <Chip label={badge} size="small" color="secondary" variant="outlined" sx={{ mb: 1.5, position: 'relative' }} />}
        <Typography variant="h3" component="h1" sx={{ mb: 1.5, position: 'relative' }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 460, mx: 'auto', position: 'relative' }}>
          {description}
        </Typography>
        {children}
        {actions.length > 0 && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', mt: 4 }}>
            {actions.map((a, i) => (
              <Button key={a.to + a.label} component={RouterLink} to={a.to} variant={a.variant ?? (i === 0 ? 'contained' : 'outlined')} size="large">
                {a.label}
              </Button>
            ))}
          </Stack>
        )}
      </Card>
    </Box>
  );
}
