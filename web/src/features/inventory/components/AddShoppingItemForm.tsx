import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import type { NewShoppingItem, ShoppingCategory } from '../api';
import { DEFAULT_CATEGORY, SHOPPING_CATEGORIES } from '../inventoryRules';

/** Item Name and Category; the form stays open and empties itself, ready for the next item. */
export function AddShoppingItemForm({ id, onAdd }: { id: string; onAdd: (item: NewShoppingItem) => void }) {
  const [name, setName] = useState('');
  const [category, setCategory] = useState<ShoppingCategory>(DEFAULT_CATEGORY);
  const nameInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty name is silently ignored (spec document 2 §5).
    if (name.trim()) onAdd({ name: name.trim(), category });
    setName('');
    nameInput.current?.focus();
  };

  return (
    <Box
      component="form"
      id={id}
      aria-label="Add to shopping list"
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 180px auto' },
        alignItems: 'start',
        p: { xs: 2, sm: 2.5 },
        mb: 2,
        borderRadius: '16px',
        bgcolor: 'background.default',
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
        helperText="Include the quantity and unit, such as '2 cups rice', for automatic pantry conversion."
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField select label="Category" value={category} onChange={(e) => setCategory(e.target.value as ShoppingCategory)}>
        {SHOPPING_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" size="large" startIcon={<AddShoppingCartRounded />} sx={{ height: 56, whiteSpace: 'nowrap' }}>
        Add to List
      </Button>
    </Box>
  );
}
