import { useId, type ReactNode } from 'react';
import Card, { type CardProps } from '@mui/material/Card';
import { SectionHeader } from '../../../components/SectionHeader';
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
      <SectionHeader title={title} titleId={titleId} subtitle={subtitle} icon={icon} sx={{ mb: 2.5 }}>
        {action}
      </SectionHeader>
      {children}
    </Card>
  );
}
