import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import { useToast } from '../../../components/toast';
import { markAllNotificationsRead } from '../api';
import { useNotifications, useRevalidateSocial } from '../hooks/useSocial';
import { NotificationItems, useOpenNotification } from './NotificationList';

/** How many the community's feed tab lists (the bell's 'See all notifications' leads there). */
export const PANEL_LIMIT = 50;

/**
 * All my recent notifications, above the community feed: where the bell's 'See all notifications' leads.
 * Nothing shows until they have loaded, nor when there are none or they failed (the feed has its own
 * states; the bell says when notifications cannot load).
 */
export function NotificationsPanel() {
  const headingId = useId();
  const { data } = useNotifications(PANEL_LIMIT);
  const openNotification = useOpenNotification();
  const revalidate = useRevalidateSocial();
  const { toast } = useToast();
  const [marking, setMarking] = useState(false);

  if (!data || data.notifications.length === 0) return null;

  const markAll = async () => {
    setMarking(true);
    try {
      await markAllNotificationsRead();
      await revalidate(['notifications']);
    } catch {
      toast({ title: 'Could not mark notifications as read. Please try again.', variant: 'destructive' });
    } finally {
      setMarking(false);
    }
  };

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          rowGap: 1,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id={headingId} variant="h6" component="h2">
            Notifications
          </Typography>
          {!!data.unread && <Chip size="small" color="primary" label={`${data.unread} unread`} />}
        </Stack>
        {!!data.unread && (
          <Button size="small" startIcon={<DoneAllRounded />} onClick={() => void markAll()} disabled={marking}>
            Mark all as read
          </Button>
        )}
      </Stack>
      <NotificationItems notifications={data.notifications} onOpen={openNotification} />
    </Card>
  );
}
