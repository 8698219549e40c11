import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import { formatIngredientAmount } from '@kernel/ingredients/amount-format';
import { clampLines } from '../../../components/clampLines';
import { isSaving, type ShoppingRow } from '../hooks/useInventory';

interface ShoppingItemRowProps {
  item: ShoppingRow;
  /** A request for this item is under way. */
  busy: boolean;
  onToggle: (item: ShoppingRow) => void;
  /** Without it (the home card) the row has no delete button. */
  onDelete?: (item: ShoppingRow) => void;
  dense?: boolean;
}

/**
 * One shopping item: its check circle (checked items are struck through), name with its amount when it has
 * one ('Butter · 500 g'), category and delete.
 */
export function ShoppingItemRow({ item, busy, onToggle, onDelete, dense = false }: ShoppingItemRowProps) {
  const nameId = useId();
  const saving = isSaving(item);
  const amount = formatIngredientAmount(item.quantity, item.unit);
  return (
    <Box
      component="li"
      data-testid="shopping-item"
      aria-busy={busy || saving}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: dense ? 0.5 : 1,
        py: dense ? 0.25 : 0.75,
        pr: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
        opacity: saving ? 0.65 : 1,
        transition: 'opacity 160ms ease',
      }}
    >
      <Checkbox
        checked={item.checked}
        // A row still being saved has no id yet to check.
        disabled={saving}
        onChange={() => onToggle(item)}
        icon={<RadioButtonUncheckedRounded />}
        checkedIcon={<CheckCircleRounded />}
        color="success"
        slotProps={{ input: { 'aria-labelledby': nameId } }}
        sx={{ p: dense ? 1 : 1.25, '& .MuiSvgIcon-root': { fontSize: dense ? 24 : 26 } }}
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', rowGap: 0.25 }}>
        <Typography
          id={nameId}
          data-testid="shopping-item-name"
          // On Home's compact list a long name keeps to two lines (the full list shows it whole).
          title={dense ? (amount ? `${item.name} · ${amount}` : item.name) : undefined}
          sx={{
            ...(dense ? clampLines(2) : {}),
            fontWeight: 600,
            overflowWrap: 'anywhere',
            textDecoration: item.checked ? 'line-through' : 'none',
            color: item.checked ? 'text.secondary' : 'text.primary',
            fontSize: dense ? '0.95rem' : undefined,
          }}
        >
          {item.name}
          {amount && (
            <Box component="span" data-testid="shopping-item-amount" sx={{ fontWeight: 400, color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {` · ${amount}`}
            </Box>
          )}
        </Typography>
        {!dense && (
          <Chip
            label={item.category}
            size="small"
            variant="outlined"
            sx={{ height: 22, fontSize: '0.75rem', borderColor: 'divider', color: 'text.secondary', bgcolor: 'background.default' }}
          />
        )}
      </Box>
      {onDelete && (
        <Tooltip title="Delete">
          <IconButton
            aria-label={`Delete ${item.name}`}
            onClick={() => onDelete(item)}
            sx={{ color: 'text.secondary', '&:hover': { color: 'error.main' } }}
          >
            <DeleteOutlineRounded />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
