import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import { EmptyState } from '../../../components/EmptyState';
import { usePantry, useShoppingActions, useShoppingList } from '../hooks/useInventory';
import { OFFLINE_PANTRY, guessCategory, isLowStock } from '../inventoryRules';
import { LoadError } from '../../../components/LoadError';
import { ListSkeleton } from './ListStates';
import { SectionHeader } from '../../../components/SectionHeader';
import { StockBar } from './StockBar';

/**
 * Pantry items with 15% or less left, each as 'N% left' (spec document 2, Shopping List tab), with 'Add to
 * shopping list' unless it is on the list already.
 */
export function LowStockPanel() {
  const { items, error, isLoading, retry } = usePantry();
  const { items: shopping } = useShoppingList();
  const actions = useShoppingActions();
  const titleId = useId();
  const low = (items ?? []).filter((i) => isLowStock(i.percentage));
  const onList = new Set((shopping ?? []).filter((i) => !i.checked).map((i) => i.name.trim().toLowerCase()));

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <SectionHeader titleId={titleId} title="Low Stock Items" subtitle="15% or less left in your pantry" icon={<WarningAmberRounded />} />
      {isLoading ? (
        <ListSkeleton label="Loading low stock items" rows={2} height={44} />
      ) : error && !items ? (
        <LoadError text="Error loading pantry. Please try again." offlineText={OFFLINE_PANTRY} onRetry={retry} />
      ) : low.length === 0 ? (
        <EmptyState icon={<TaskAltRounded />} text="No items running low." compact />
      ) : (
        <Box component="ul" aria-label="Low stock items" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.75 }}>
          {low.map((item) => (
            <Box component="li" key={item.id} data-testid="low-stock-item">
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 0.5 }}>
                <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{item.name}</Typography>
                <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {item.percentage}% left
                </Typography>
              </Stack>
              <StockBar name={item.name} percentage={item.percentage} height={6} />
              {onList.has(item.name.trim().toLowerCase()) ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
                  On your shopping list
                </Typography>
              ) : (
                <Button
                  size="small"
                  startIcon={<AddShoppingCartRounded />}
                  onClick={() => void actions.add({ name: item.name, category: guessCategory(item.name) })}
                  sx={{ mt: 0.5, ml: -0.75 }}
                >
                  Add to shopping list
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
