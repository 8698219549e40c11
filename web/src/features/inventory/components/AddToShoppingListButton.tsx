import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import { NeedsConnection } from '../../../components/NeedsConnection';
import { useAddRecipeToShoppingList } from '../hooks/useInventory';

/**
 * Adds a recipe's ingredients to the shopping list (the server normalises them and skips what is there).
 * It needs the server, so offline it is not kept for later: it stays focusable and says why it does nothing.
 */
export function AddToShoppingListButton({ recipeId }: { recipeId: number }) {
  const { add, pending } = useAddRecipeToShoppingList();
  return (
    <NeedsConnection>
      <Button
        variant="outlined"
        onClick={() => void add(recipeId)}
        disabled={pending}
        startIcon={pending ? <CircularProgress size={16} color="inherit" /> : <AddShoppingCartRounded />}
      >
        Add to Shopping List
      </Button>
    </NeedsConnection>
  );
}
