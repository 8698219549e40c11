import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import { OFFLINE_REASON } from '../../../api/online';
import { useAddRecipeToShoppingList } from '../hooks/useInventory';

/**
 * Adds a recipe's ingredients to the shopping list (the server normalises them and skips what is there).
 * It needs the server, so offline it is not kept for later: it stays focusable and says why it does nothing.
 */
export function AddToShoppingListButton({ recipeId }: { recipeId: number }) {
  const { add, pending, online } = useAddRecipeToShoppingList();
  return (
    <Tooltip title={online ? '' : OFFLINE_REASON} describeChild>
      <Button
        variant="outlined"
        onClick={() => void add(recipeId)}
        disabled={pending}
        aria-disabled={!online || undefined}
        startIcon={pending ? <CircularProgress size={16} color="inherit" /> : <AddShoppingCartRounded />}
        sx={online ? undefined : { opacity: 0.5, cursor: 'not-allowed' }}
      >
        Add to Shopping List
      </Button>
    </Tooltip>
  );
}
