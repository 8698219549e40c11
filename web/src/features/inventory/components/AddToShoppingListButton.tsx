import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import { useAddRecipeToShoppingList } from '../hooks/useInventory';

/** Adds a recipe's ingredients to the shopping list (the server normalises them and skips what is there). */
export function AddToShoppingListButton({ recipeId }: { recipeId: number }) {
  const { add, pending } = useAddRecipeToShoppingList();
  return (
    <Button
      variant="outlined"
      onClick={() => void add(recipeId)}
      disabled={pending}
      startIcon={pending ? <CircularProgress size={16} color="inherit" /> : <AddShoppingCartRounded />}
    >
      Add to Shopping List
    </Button>
  );
}
