import { useCallback, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import { BELL_LIMIT } from '../api';
import { preloadNotifications, useNotifications } from '../hooks/useSocial';
import { BELL_SHOWN } from '../socialHelpers';
import { NotificationItems, NotificationMessage, NotificationSkeletons, useOpenNotification } from './NotificationList';

/** Fetches the bell's notifications before the screen with the bell renders. */
export const preloadNotificationBell = () => preloadNotifications(BELL_LIMIT);

/** The badge's text: the unread count, or '9+' above 9 (spec document 2 §9). */
export const unreadBadgeText = (unread: number) => (unread > 9 ? '9+' : String(unread));

/**
 * The bell on the profile card (spec document 2, Notifications): a badge with the unread count
 * (X-Unread-Count), and a popover with at most 5 notifications, 'See all notifications' when more than 5
 * exist (X-Total-Count), 3 skeleton rows while loading and 'No notifications yet' when there are none.
 * Refetched every 60 seconds.
 */
export function NotificationBell({ sx }: { sx?: SxProps<Theme> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const id = useId();
  const headingId = `${id}-heading`;
  const popoverId = `${id}-popover`;
  const { data, error, isLoading } = useNotifications(BELL_LIMIT);
  const close = useCallback(() => setAnchor(null), []);
  const openNotification = useOpenNotification(close);

  const unread = data?.unread ?? 0;
  const shown = data?.notifications.slice(0, BELL_SHOWN) ?? [];
  // The name starts with the tooltip's text and includes the badge's.
  const label = unread > 0 ? `Notifications, ${unreadBadgeText(unread)} unread` : 'Notifications';

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={sx}
        >
          <Badge
            // No content at 0: a hidden '0' would still be text inside the button that its name lacks.
            badgeContent={unread > 0 ? unread : null}
            max={9}
            color="error"
            overlap="circular"
            slotProps={{ badge: { 'data-testid': 'notification-badge' } as object }}
          >
            <NotificationsRounded />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={open}
        anchorEl={anchor}
        onClose={close}
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
        <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Notifications
          </Typography>
        </Box>
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
            <Link component={RouterLink} to="/community?tab=feed" onClick={close} sx={{ fontWeight: 600 }}>
              See all notifications
            </Link>
          </Box>
        )}
      </Popover>
    </>
  );
}
