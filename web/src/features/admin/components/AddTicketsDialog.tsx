import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/TextInput';
import { useToast } from '../../../components/toast';
import { addTickets, type AdminUser, DEFAULT_REASON, MAX_GRANT } from '../api';

interface AddTicketsDialogProps {
  user: AdminUser | null;
  onClose: () => void;
  /** After a successful credit (the lists refresh). */
  onAdded: () => void;
}

/** Amount and an optional reason ('Admin adjustment' by default); the button is off at 0 or less (spec document 2 §5). */
export function AddTicketsDialog({ user, onClose, onAdded }: AddTicketsDialogProps) {
  const { toast } = useToast();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const value = Number(amount);
  const positive = amount.trim() !== '' && value > 0;

  const close = () => {
    if (saving) return;
    setAmount('');
    setReason('');
    onClose();
  };

  const submit = async () => {
    if (!user) return;
    if (!Number.isInteger(value) || value <= 0) {
      toast({ title: 'Invalid Amount', description: 'Please enter a positive number of tickets.', variant: 'destructive' });
      return;
    }
    if (value > MAX_GRANT) {
      toast({ title: 'Invalid Amount', description: `At most ${MAX_GRANT.toLocaleString('en-US')} tickets a grant.`, variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      await addTickets(user.id, value, reason);
      toast({ title: 'Tickets Added', description: `Successfully added ${value} tickets.` });
      setAmount('');
      setReason('');
      onAdded();
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: `Failed to add tickets: ${(error as Error).message}`, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={user !== null} onClose={close} aria-labelledby="add-tickets-title" maxWidth="xs" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="add-tickets-title">Add Tickets</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2.5 }}>
            Add tickets to <strong>{user?.username}</strong>&apos;s balance. They see it in their ticket history, and the grant is written to the
            audit log.
          </DialogContentText>
          <Stack spacing={2.5}>
            <TextInput
              label="Amount"
              name="amount"
              type="number"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              autoFocus
              required
              helperText={`At most ${MAX_GRANT.toLocaleString('en-US')} tickets a grant.`}
            />
            <TextInput
              label="Reason (optional)"
              name="reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder={DEFAULT_REASON}
              helperText={`Shown in their history; '${DEFAULT_REASON}' when empty.`}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!positive || saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Add Tickets
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
