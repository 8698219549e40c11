import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface DiscardChangesDialogProps {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/** Asked when leaving the profile with a picture change that is not saved yet (spec document 1 §2). */
export function DiscardChangesDialog({ open, onKeepEditing, onDiscard }: DiscardChangesDialogProps) {
  return (
    <Dialog open={open} onClose={onKeepEditing} aria-labelledby="discard-title" maxWidth="xs" fullWidth>
      <DialogTitle id="discard-title">Discard image changes?</DialogTitle>
      <DialogContent>
        <DialogContentText>Your new profile picture has not been saved. If you leave now, the change will be lost.</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onKeepEditing} color="inherit" autoFocus>
          Keep Editing
        </Button>
        <Button onClick={onDiscard} variant="contained" color="error">
          Discard
        </Button>
      </DialogActions>
    </Dialog>
  );
}
