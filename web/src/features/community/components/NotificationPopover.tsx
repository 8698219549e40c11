import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BELL_LIMIT } from '../api';
import { useNotifications } from '../hooks/useSocial';
import { BELL_SHOWN } from '../socialHelpers';
import { MarkAllReadButton, NotificationItems, NotificationMessage, NotificationSkeletons, useOpenNotification } from './NotificationList';

export interface NotificationPopoverProps {
  id: string;
  open: boolean;
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/** The bell's popover: at most 5 notifications, and 'See all notifications' when more exist. */
export default function NotificationPopover({ id, open, anchorEl, onClose }: NotificationPopoverProps) {
  const headingId = `${id}-heading`;
  const { data, error, isLoading } = useNotifications(BELL_LIMIT);
  const openNotification = useOpenNotification(onClose);
  const shown = data?.notifications.slice(0, BELL_SHOWN) ?? [];

  return (
    <Popover
      id={id}
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: { width: 360, maxWidth: 'calc(100vw - 32px)', borderRadius: 3, mt: 0.5 },
        },
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, minHeight: 52, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={headingId} tabIndex={-1} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Notifications
        </Typography>
        {!!data?.unread && <MarkAllReadButton headingId={headingId} />}
      </Stack>
      {isLoading && !data ? (
        <NotificationSkeletons />
      ) : error && !data ? (
        <NotificationMessage error>Error loading notifications. Please try again.</NotificationMessage>
      ) : shown.length === 0 ? (
        <NotificationMessage>No notifications yet</NotificationMessage>
      ) : (
        <NotificationItems notifications={shown} onOpen={openNotification} />
      )}
      {data && data.total > BELL_SHOWN && (
        <Box sx={{ px: 2, py: 1.25, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
          <Link component={RouterLink} to="/community?tab=feed" onClick={onClose} sx={{ fontWeight: 600 }}>
            See all notifications
          </Link>
        </Box>
      )}
    </Popover>
  );
}
