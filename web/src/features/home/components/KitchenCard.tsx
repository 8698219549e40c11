import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import ShoppingBasketRounded from '@mui/icons-material/ShoppingBasketRounded';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import { DashboardCard, EmptyState } from './DashboardCard';

/** Shopping List plus Pantry Status. The inventory API arrives with its issue; both start empty. */
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
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, flex: 1 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Shopping List
          </Typography>
          <EmptyState icon={<ShoppingBasketRounded />} text="Your shopping list is empty." compact />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Pantry Status
          </Typography>
          <EmptyState icon={<Inventory2Rounded />} text="No items in pantry." compact />
        </Box>
      </Box>
    </DashboardCard>
  );
}
