import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import type { PantryField, PantryItem } from '../api';
import { isSaving, type PantryRow } from '../hooks/useInventory';
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  daysAgo,
  formatAmount,
  formatQuantity,
  stepPercentage,
  stepQuantity,
  stockColor,
  unitChoices,
} from '../inventoryRules';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { StockBar } from './StockBar';

function Stepper({ label, value, children }: { label: string; value: ReactNode; children: [ReactNode, ReactNode] }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 600, mb: 0.25 }}>
        {label}
      </Typography>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          minHeight: 40,
          border: 1,
          borderColor: 'divider',
          borderRadius: 999,
          bgcolor: 'background.paper',
          width: 'fit-content',
        }}
      >
        {children[0]}
        <Typography component="span" sx={{ minWidth: 44, textAlign: 'center', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Typography>
        {children[1]}
      </Stack>
    </Box>
  );
}

/**
 * A − or + button. At its limit it stays focusable (aria-disabled) and does nothing, so a keyboard user
 * pressing it repeatedly keeps their place.
 */
function StepButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled: boolean; children: ReactNode }) {
  return (
    <IconButton
      aria-label={label}
      aria-disabled={disabled}
      onClick={disabled ? undefined : onClick}
      size="small"
      sx={{ m: 0.25, '&[aria-disabled="true"]': { opacity: 0.38, cursor: 'default', '&:hover': { bgcolor: 'transparent' } } }}
    >
      {children}
    </IconButton>
  );
}

interface PantryItemCardProps {
  item: PantryRow;
  onChange: <F extends PantryField>(item: PantryRow, field: F, value: PantryItem[F]) => void;
  onDelete: (item: PantryRow) => void;
}

/**
 * One pantry item: name, quantity and unit, when it was added, and its controls: delete (after asking),
 * quantity − / + (0.5 steps, at least 0.1), the unit, and how much is left − / + (10 steps, 0–100).
 */
export function PantryItemCard({ item, onChange, onDelete }: PantryItemCardProps) {
  const [confirming, setConfirming] = useState(false);
  const nameId = useId();
  // Until the server has saved it there is nothing to change yet.
  const saving = isSaving(item);
  const { name, quantity, unit, percentage } = item;

  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      aria-busy={saving}
      data-testid="pantry-item"
      sx={{
        listStyle: 'none',
        p: 2,
        borderRadius: '16px',
        border: 1,
        borderColor: stockColor(percentage) === 'error' ? 'rgba(198,46,46,0.35)' : 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        opacity: saving ? 0.7 : 1,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={nameId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography data-testid="pantry-quantity" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            {item.parsing ? (item.queued ? 'Quantity read when synced' : 'Reading quantity...') : formatAmount(quantity, unit)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {saving ? 'Saving...' : item.queued ? 'Not synced yet' : `Added ${daysAgo(item.addedAt)}`}
          </Typography>
        </Box>
        <Tooltip title="Delete">
          <IconButton
            aria-label={`Delete ${name}`}
            onClick={() => setConfirming(true)}
            disabled={saving}
            sx={{ color: 'text.secondary', '&:hover': { color: 'error.main' }, mt: -0.5, mr: -0.5 }}
          >
            <DeleteOutlineRounded />
          </IconButton>
        </Tooltip>
      </Stack>

      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <Stepper label="Quantity" value={formatQuantity(quantity)}>
          <StepButton
            label={`Decrease quantity of ${name}`}
            onClick={() => onChange(item, 'quantity', stepQuantity(quantity, -1))}
            disabled={saving || quantity <= MIN_QUANTITY}
          >
            <RemoveRounded fontSize="small" />
          </StepButton>
          <StepButton
            label={`Increase quantity of ${name}`}
            onClick={() => onChange(item, 'quantity', stepQuantity(quantity, 1))}
            disabled={saving || quantity >= MAX_QUANTITY}
          >
            <AddRounded fontSize="small" />
          </StepButton>
        </Stepper>
        <TextField
          select
          label="Unit"
          size="small"
          value={unit}
          disabled={saving}
          onChange={(e) => onChange(item, 'unit', e.target.value)}
          slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Unit of ${name}` } }}
          sx={{ width: 150 }}
        >
          {unitChoices(unit).map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </TextField>
      </Stack>

      <Box>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.75 }}>
          <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
            Amount left
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <StepButton
              label={`Decrease percentage of ${name}`}
              onClick={() => onChange(item, 'percentage', stepPercentage(percentage, -1))}
              disabled={saving || percentage <= 0}
            >
              <RemoveRounded fontSize="small" />
            </StepButton>
            <Typography
              data-testid="pantry-percentage"
              sx={{ minWidth: 44, textAlign: 'center', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            >
              {percentage}%
            </Typography>
            <StepButton
              label={`Increase percentage of ${name}`}
              onClick={() => onChange(item, 'percentage', stepPercentage(percentage, 1))}
              disabled={saving || percentage >= 100}
            >
              <AddRounded fontSize="small" />
            </StepButton>
          </Stack>
        </Stack>
        <StockBar name={name} percentage={percentage} />
      </Box>

      <ConfirmDialog
        open={confirming}
        title="Remove item"
        text={`Are you sure you want to remove ${name} from your pantry?`}
        confirmLabel="Remove"
        onConfirm={() => onDelete(item)}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
