import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';

interface AddItemToggleProps {
  adding: boolean;
  /** The id of the add form it opens and closes. */
  formId: string;
  onToggle: () => void;
}

/** 'Add Item' opens a list's add form; the same button then reads 'Close'. */
export function AddItemToggle({ adding, formId, onToggle }: AddItemToggleProps) {
  return (
    <Button
      variant={adding ? 'outlined' : 'contained'}
      startIcon={adding ? <CloseRounded /> : <AddRounded />}
      onClick={onToggle}
      aria-expanded={adding}
      aria-controls={adding ? formId : undefined}
    >
      {adding ? 'Close' : 'Add Item'}
    </Button>
  );
}
