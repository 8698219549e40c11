import { useId, useState } from 'react';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadError } from '../../../components/LoadError';
import { useToast } from '../../../components/toast';
import { CALENDAR_FEED_KEY, fetchCalendarFeed, newCalendarFeed, revokeCalendarFeed, type CalendarFeed } from '../api';
import { reasonOf } from '../hooks/usePlanActions';

type Confirming = 'renew' | 'off' | null;

/**
 * 'Subscribe in your calendar': the plan's private iCalendar address, to add to a calendar app as a
 * subscription. Created on request; a new one replaces it (the old stops working); it can be turned off.
 */
export default function CalendarDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const { toast } = useToast();
  const { data, error, mutate } = useSWR<CalendarFeed, Error>(open ? CALENDAR_FEED_KEY : null, fetchCalendarFeed, { revalidateOnMount: true });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const change = async (request: () => Promise<CalendarFeed>, done?: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await mutate(await request(), { revalidate: false });
      if (done) toast({ title: done, variant: 'success' });
    } catch (failure) {
      setProblem(reasonOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const create = () => change(newCalendarFeed);
  const renew = () => change(newCalendarFeed, 'New calendar address ready');
  const turnOff = () => change(() => revokeCalendarFeed().then(() => ({ url: null })), 'Calendar address turned off');

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Address copied', description: 'Paste it into your calendar app as a new subscription.', variant: 'success' });
    } catch {
      setProblem('Could not copy the address: select it and copy it yourself.');
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Subscribe in your calendar</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography id={textId} color="text.secondary">
            See your planned meals in Google Calendar, Apple Calendar or Outlook, kept up to date as you plan. Add this private address there as a
            calendar subscription (&lsquo;From URL&rsquo; or &lsquo;Subscribe to calendar&rsquo;). Anyone who has it can see your plan, so keep it to
            yourself.
          </Typography>
          {error && !data ? (
            <LoadError text="Could not load your calendar address." onRetry={() => void mutate()} />
          ) : !data ? (
            <Skeleton variant="rounded" height={56} sx={{ borderRadius: '12px' }} />
          ) : data.url ? (
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <TextField
                  label="Calendar address"
                  value={data.url}
                  onFocus={(event) => event.target.select()}
                  slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, input: { sx: { fontFamily: 'monospace', fontSize: '0.85rem' } } }}
                />
                <Button
                  variant="contained"
                  startIcon={<ContentCopyRounded />}
                  onClick={() => void copy(data.url!)}
                  sx={{ flexShrink: 0, minHeight: 48 }}
                >
                  Copy
                </Button>
              </Stack>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button variant="outlined" onClick={() => setConfirming('renew')} disabled={busy}>
                  Get a new address
                </Button>
                <Button color="error" onClick={() => setConfirming('off')} disabled={busy}>
                  Turn off
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Box>
              <Button variant="contained" startIcon={<EventAvailableRounded />} onClick={() => void create()} disabled={busy}>
                Create calendar address
              </Button>
            </Box>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit">
          Close
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming === 'renew'}
        title="Get a new address?"
        text="Calendars subscribed to the current address stop updating: you will need to subscribe again with the new one."
        confirmLabel="Get a new address"
        onConfirm={() => void renew()}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'off'}
        title="Turn off the calendar address?"
        text="Calendars subscribed to it stop updating. You can create a new address at any time."
        confirmLabel="Turn off"
        onConfirm={() => void turnOff()}
        onClose={() => setConfirming(null)}
      />
    </Dialog>
  );
}
