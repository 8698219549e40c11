import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import KitchenRounded from '@mui/icons-material/KitchenRounded';
import { EmptyState } from '../../../components/EmptyState';
import { usePantry, usePantryActions } from '../hooks/useInventory';
import { OFFLINE_PANTRY, isLowStock } from '../inventoryRules';
import { AddPantryItemForm } from './AddPantryItemForm';
import { AddItemToggle } from './AddItemToggle';
import { LoadError } from '../../../components/LoadError';
import { ListSkeleton } from './ListStates';
import { PantryItemCard } from './PantryItemCard';
import { SectionHeader } from '../../../components/SectionHeader';

function summary(total: number, low: number): string {
  if (total === 0) return 'Nothing stocked yet';
  const items = total === 1 ? '1 item' : `${total} items`;
  return low > 0 ? `${items} · ${low} running low` : items;
}

/** The Pantry Items tab: heading Pantry Inventory, the add form behind a toggle, and the items. */
export function PantryTab() {
  const { items, error, isLoading, retry } = usePantry();
  const actions = usePantryActions();
  const [adding, setAdding] = useState(false);
  const titleId = useId();
  const formId = useId();
  const list = items ?? [];

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <SectionHeader
        titleId={titleId}
        title="Pantry Inventory"
        subtitle={items ? summary(list.length, list.filter((i) => isLowStock(i.percentage)).length) : undefined}
        icon={<KitchenRounded />}
      >
        <AddItemToggle adding={adding} formId={formId} onToggle={() => setAdding((open) => !open)} />
      </SectionHeader>

      <Collapse in={adding} unmountOnExit>
        <AddPantryItemForm id={formId} onAdd={(item) => void actions.add(item)} />
      </Collapse>

      {isLoading ? (
        <ListSkeleton label="Loading pantry" rows={3} height={96} />
      ) : error && !items ? (
        <LoadError text="Error loading pantry. Please try again." offlineText={OFFLINE_PANTRY} onRetry={retry} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<Inventory2Rounded />}
          text="Your pantry is empty. Add some items to get started."
          hint="Checked shopping list items land here too."
        />
      ) : (
        <Box
          component="ul"
          aria-label="Pantry items"
          sx={{
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {list.map((item) => (
            <PantryItemCard
              key={item.id}
              item={item}
              onChange={(i, field, value) => void actions.update(i, field, value)}
              onDelete={(i) => void actions.remove(i)}
            />
          ))}
        </Box>
      )}
    </Card>
  );
}
