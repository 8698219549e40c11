import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import DeleteSweepRounded from '@mui/icons-material/DeleteSweepRounded';
import ShoppingBasketRounded from '@mui/icons-material/ShoppingBasketRounded';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import { EmptyState } from '../../../components/EmptyState';
import { useShoppingActions, useShoppingList } from '../hooks/useInventory';
import { AddShoppingItemForm } from './AddShoppingItemForm';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { AddItemToggle } from './AddItemToggle';
import { LoadError } from '../../../components/LoadError';
import { ListSkeleton } from './ListStates';
import { SectionHeader } from '../../../components/SectionHeader';
import { NeedsConnection } from '../../../components/NeedsConnection';
import { OFFLINE_SHOPPING_LIST, inShoppingOrder } from '../inventoryRules';
import { ShoppingItemRow } from './ShoppingItemRow';

function summary(total: number, checked: number): string {
  if (total === 0) return 'Nothing to buy yet';
  const items = total === 1 ? '1 item' : `${total} items`;
  return checked > 0 ? `${items} · ${checked} checked` : items;
}

/** The Shopping List tab's list: the add form behind a toggle, Clear All, and the items. */
export function ShoppingListCard() {
  const { items, error, isLoading, retry } = useShoppingList();
  const actions = useShoppingActions();
  const [adding, setAdding] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const titleId = useId();
  const formId = useId();
  const list = items ?? [];

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <SectionHeader
        titleId={titleId}
        title="Shopping List"
        subtitle={items ? summary(list.length, list.filter((i) => i.checked).length) : undefined}
        icon={<ShoppingCartRounded />}
      >
        {list.length > 0 && (
          // Not kept for later offline: it stays focusable and says why it does nothing.
          <NeedsConnection>
            <Button color="error" startIcon={<DeleteSweepRounded />} onClick={() => actions.canClear && setConfirmClear(true)}>
              Clear All
            </Button>
          </NeedsConnection>
        )}
        <AddItemToggle adding={adding} formId={formId} onToggle={() => setAdding((open) => !open)} />
      </SectionHeader>

      <Collapse in={adding} unmountOnExit>
        <AddShoppingItemForm id={formId} onAdd={(item) => void actions.add(item)} />
      </Collapse>

      {isLoading ? (
        <ListSkeleton label="Loading shopping list" />
      ) : error && !items ? (
        <LoadError text="Error loading shopping list. Please try again." offlineText={OFFLINE_SHOPPING_LIST} onRetry={retry} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<ShoppingBasketRounded />}
          text="Your shopping list is empty."
          hint="Add what you need, or add a recipe's ingredients from its page."
        />
      ) : (
        <Box component="ul" aria-label="Shopping list items" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {inShoppingOrder(list).map((item) => (
            <ShoppingItemRow
              key={item.id}
              item={item}
              busy={actions.isBusy(item.id)}
              onToggle={(i) => void actions.toggle(i)}
              onDelete={(i) => void actions.remove(i)}
            />
          ))}
        </Box>
      )}

      <ConfirmDialog
        open={confirmClear}
        title="Clear shopping list"
        text="Are you sure you want to clear your entire shopping list?"
        confirmLabel="Clear All"
        onConfirm={() => void actions.clearAll(list)}
        onClose={() => setConfirmClear(false)}
      />
    </Card>
  );
}
