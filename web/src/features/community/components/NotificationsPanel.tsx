import { useId } from 'react';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotifications } from '../hooks/useSocial';
import { MarkAllReadButton, NotificationItems, useOpenNotification } from './NotificationList';

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

  if (!data || data.notifications.length === 0) return null;

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
          <Typography id={headingId} tabIndex={-1} variant="h6" component="h2">
            Notifications
          </Typography>
          {!!data.unread && <Chip size="small" color="primary" label={`${data.unread} unread`} />}
        </Stack>
        {!!data.unread && <MarkAllReadButton headingId={headingId} />}
      </Stack>
      <NotificationItems notifications={data.notifications} onOpen={openNotification} />
    </Card>
  );
}
