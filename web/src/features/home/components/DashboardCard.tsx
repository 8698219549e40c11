import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card, { type CardProps } from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { sxList } from '../../../components/sxList';

interface DashboardCardProps extends Omit<CardProps, 'title'> {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}

/** A home-screen card: an icon, a title, an optional action, then its content. */
export function DashboardCard({ title, subtitle, icon, action, children, sx, ...rest }: DashboardCardProps) {
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={[{ p: { xs: 2.5, sm: 3 }, display: 'flex', flexDirection: 'column' }, ...sxList(sx)]}
      {...rest}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2.5, flexWrap: 'wrap', rowGap: 1.5 }}>
        {icon && (
          <Box
            aria-hidden
            sx={{
              width: 40,
              height: 40,
              borderRadius: 3,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(200,81,44,0.1)',
              color: 'primary.main',
              flexShrink: 0,
            }}
          >
            {icon}
          </Box>
        )}
        <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
          <Typography variant="h5" component="h2" id={titleId}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {action}
      </Stack>
      {children}
    </Card>
  );
}
