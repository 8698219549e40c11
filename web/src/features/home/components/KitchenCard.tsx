import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import { CompactShoppingList, PantryStatus } from '../../inventory';
import { DashboardCard } from './DashboardCard';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Shopping List plus Pantry Status (spec document 2, the home screen's kitchen section). */
export function KitchenCard() {
  return (
    <DashboardCard
      title="Shopping List"
      subtitle="and Pantry Status"
      icon={<ShoppingCartRounded />}
      action={
        <Button component={RouterLink} to="/shopping-pantry" size="small" variant="outlined">
          Open
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' }, flex: 1 }}>
        <Column title="Shopping List">
          <CompactShoppingList />
        </Column>
        <Column title="Pantry Status">
          <PantryStatus />
        </Column>
      </Box>
    </DashboardCard>
  );
}
