import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useToast } from '../../../components/toast';
import { type AdminUser, deleteUser } from '../api';

/** The delete confirmation: the account and everything it owns go, for good. */
export function DeleteUserDialog({ user, onClose, onDeleted }: { user: AdminUser | null; onClose: () => void; onDeleted: () => void }) {
  const { toast } = useToast();
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (!user) return;
    setDeleting(true);
    try {
      const answer = (await deleteUser(user.id)) as { message?: string } | undefined;
      toast({ title: 'User Deleted', description: answer?.message || 'User has been successfully deleted.' });
      onDeleted();
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: `Failed to delete user: ${(error as Error).message}`, variant: 'destructive' });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog
      open={user !== null}
      onClose={() => !deleting && onClose()}
      aria-labelledby="delete-user-title"
      aria-describedby="delete-user-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="delete-user-title">Delete User</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-user-text">
          Are you sure you want to delete <strong>{user?.username}</strong>? Their recipes, feedback, follows, kitchen inventory and tickets are
          removed and they are signed out. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={deleting} autoFocus>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void confirm()}
          disabled={deleting}
          startIcon={deleting ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
