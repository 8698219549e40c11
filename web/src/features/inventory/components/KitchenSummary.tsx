import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import ShoppingBasketRounded from '@mui/icons-material/ShoppingBasketRounded';
import { clampLines } from '../../../components/clampLines';
import { EmptyState } from '../../../components/EmptyState';
import { usePantry, useShoppingActions, useShoppingList } from '../hooks/useInventory';
import { OFFLINE_PANTRY, OFFLINE_SHOPPING_LIST, RECENT_COUNT, daysAgo, inShoppingOrder, isLowStock } from '../inventoryRules';
import { LoadError } from '../../../components/LoadError';
import { ListSkeleton } from './ListStates';
import { ShoppingItemRow } from './ShoppingItemRow';

/** The home screen's list shows this many items, the ones still to buy first. */
export const COMPACT_COUNT = 5;

function Subheading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle2" component="h4" sx={{ mb: 0.75, color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}

/** A few shopping items with their check circles (checking moves them to the pantry), and a link to all. */
export function CompactShoppingList() {
  const { items, error, isLoading, retry } = useShoppingList();
  const actions = useShoppingActions();
  if (isLoading) return <ListSkeleton label="Loading shopping list" rows={3} height={36} />;
  if (error && !items) return <LoadError text="Error loading shopping list. Please try again." offlineText={OFFLINE_SHOPPING_LIST} onRetry={retry} />;
  const list = items ?? [];
  if (list.length === 0) return <EmptyState icon={<ShoppingBasketRounded />} text="Your shopping list is empty." compact />;
  const shown = inShoppingOrder(list).slice(0, COMPACT_COUNT);
  return (
    <Box>
      <Box component="ul" aria-label="Shopping list items" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((item) => (
          <ShoppingItemRow key={item.id} item={item} busy={actions.isBusy(item.id)} onToggle={(i) => void actions.toggle(i)} dense />
        ))}
      </Box>
      {list.length > shown.length && (
        <Link component={RouterLink} to="/shopping-pantry" variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
          View all {list.length} items
        </Link>
      )}
    </Box>
  );
}

/** Pantry Status: 'Running Low' (15% or less) and 'Recently Added' (the 2 newest as 'name (N days ago)'). */
export function PantryStatus() {
  const { items, error, isLoading, retry } = usePantry();
  if (isLoading) return <ListSkeleton label="Loading pantry" rows={3} height={28} />;
  if (error && !items) return <LoadError text="Error loading pantry. Please try again." offlineText={OFFLINE_PANTRY} onRetry={retry} />;
  const list = items ?? [];
  if (list.length === 0) return <EmptyState icon={<Inventory2Rounded />} text="No items in pantry." compact />;
  const low = list.filter((i) => isLowStock(i.percentage));
  const recent = list.slice(0, RECENT_COUNT);
  return (
    <Stack spacing={2}>
      <Box>
        <Subheading>Running Low</Subheading>
        {low.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No items running low.
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
            {low.map((item) => (
              <Stack component="li" key={item.id} direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2" title={item.name} sx={{ fontWeight: 600, minWidth: 0, ...clampLines(2) }}>
                  {item.name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {item.percentage}% left
                </Typography>
              </Stack>
            ))}
          </Box>
        )}
      </Box>
      <Box>
        <Subheading>Recently Added</Subheading>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {recent.map((item) => (
            <Typography component="li" variant="body2" key={item.id} title={item.name} sx={clampLines(2)}>
              {item.name}{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                ({daysAgo(item.addedAt)})
              </Box>
            </Typography>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
