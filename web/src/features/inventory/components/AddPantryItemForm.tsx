import { useId, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import type { NewPantryItem } from '../api';
import { DEFAULT_PERCENTAGE, DEFAULT_UNIT, MAX_QUANTITY, MIN_QUANTITY, PANTRY_UNITS, quantityFromInput, stockColor } from '../inventoryRules';

function quantityError(quantity: number): string | null {
  if (quantity <= 0) return 'Quantity must be greater than 0';
  if (quantity > MAX_QUANTITY) return `Quantity must be at most ${MAX_QUANTITY}`;
  return null;
}

/**
 * Item Name, Quantity (at least 0.1 in steps of 0.1; 1 when it is not a number), Unit, and the 'Amount
 * Available' slider from Empty to Full; Add to Pantry. The form empties itself for the next item.
 */
export function AddPantryItemForm({ id, onAdd }: { id: string; onAdd: (item: NewPantryItem) => void }) {
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [unit, setUnit] = useState<string>(DEFAULT_UNIT);
  const [percentage, setPercentage] = useState(DEFAULT_PERCENTAGE);
  const [error, setError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const amountId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      nameInput.current?.focus();
      return;
    }
    const amount = quantityFromInput(quantity);
    const problem = quantityError(amount);
    setError(problem);
    if (problem) return;
    onAdd({ name: name.trim(), quantity: amount, unit, percentage });
    setName('');
    setQuantity('1');
    setUnit(DEFAULT_UNIT);
    setPercentage(DEFAULT_PERCENTAGE);
    nameInput.current?.focus();
  };

  return (
    <Box
      component="form"
      id={id}
      aria-label="Add to pantry"
      onSubmit={submit}
      noValidate
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' },
        p: { xs: 2, sm: 2.5 },
        mb: 3,
        borderRadius: '16px',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <TextField
        label="Item Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        inputRef={nameInput}
        autoFocus
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 200 } }}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      />
      <TextField
        label="Quantity"
        type="number"
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: { min: MIN_QUANTITY, step: 0.1, inputMode: 'decimal' } }}
      />
      <TextField select label="Unit" value={unit} onChange={(e) => setUnit(e.target.value)}>
        {PANTRY_UNITS.map((u) => (
          <MenuItem key={u} value={u}>
            {u}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ gridColumn: '1 / -1', px: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography id={amountId} variant="subtitle2">
            Amount Available
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {percentage}%
          </Typography>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            Empty
          </Typography>
          <Slider
            value={percentage}
            onChange={(_e, value: number | number[]) => setPercentage(typeof value === 'number' ? value : (value[0] ?? DEFAULT_PERCENTAGE))}
            min={0}
            max={100}
            step={5}
            aria-labelledby={amountId}
            getAriaValueText={(v) => `${v}%`}
            color={stockColor(percentage)}
          />
          <Typography variant="body2" color="text.secondary">
            Full
          </Typography>
        </Stack>
      </Box>
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" startIcon={<AddRounded />} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          Add to Pantry
        </Button>
      </Box>
    </Box>
  );
}
