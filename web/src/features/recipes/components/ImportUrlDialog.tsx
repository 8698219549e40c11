import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { isOnline } from '../../../api/online';
import { NeedsConnection } from '../../../components/NeedsConnection';
import { importRecipeFromUrl, type ImportedRecipe } from '../api';

/** What 'Create Recipe' opens with after an import: the page's recipe, not saved yet. */
export interface ImportedRecipeState {
  imported: ImportedRecipe;
}

export function isImportedRecipeState(state: unknown): state is ImportedRecipeState {
  return typeof state === 'object' && state !== null && 'imported' in state && typeof (state as ImportedRecipeState).imported?.name === 'string';
}

/** 'Import from URL': paste a recipe page's address; its recipe opens in the creation form to be checked and saved. */
export function ImportUrlDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);

  const close = () => {
    if (importing) return;
    setError(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Offline 'Import' says it needs a connection; Enter in the field does nothing either.
    if (!isOnline()) return;
    const address = url.trim();
    if (!/^https?:\/\/\S+$/i.test(address)) {
      setError('Please enter a web address starting with http:// or https://.');
      return;
    }
    setImporting(true);
    setError(null);
    try {
      const imported = await importRecipeFromUrl(address);
      setImporting(false);
      setUrl('');
      onClose();
      navigate('/create-recipe', { state: { imported } satisfies ImportedRecipeState });
    } catch (failure) {
      setImporting(false);
      setError(failure instanceof Error && failure.message ? failure.message : 'The recipe could not be imported. Please try again.');
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="import-url-title">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="import-url-title">Import from URL</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Paste the address of a recipe page. Its recipe opens in the form so you can check it before saving.
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            id="import-url"
            label="Recipe web address"
            placeholder="https://"
            type="url"
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              if (error) setError(null);
            }}
            disabled={importing}
            error={Boolean(error)}
            slotProps={{ htmlInput: { 'aria-describedby': error ? 'import-url-error' : undefined, inputMode: 'url' } }}
          />
          {error && (
            <Alert id="import-url-error" severity="error" sx={{ mt: 2 }} role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={importing} color="inherit">
            Cancel
          </Button>
          <NeedsConnection>
            <Button
              type="submit"
              variant="contained"
              disabled={importing}
              startIcon={importing ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {importing ? 'Importing...' : 'Import'}
            </Button>
          </NeedsConnection>
        </DialogActions>
      </form>
    </Dialog>
  );
}
