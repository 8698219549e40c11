import { useCallback, useId, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import { lazyWhenOpen } from '../../../components/lazyWhenOpen';
import { BELL_LIMIT } from '../api';
import { preloadNotifications, useNotifications } from '../hooks/useSocial';

const NotificationPopover = lazyWhenOpen(() => import('./NotificationPopover'));

/** Fetches the bell's notifications before the screen with the bell renders. */
export const preloadNotificationBell = () => preloadNotifications(BELL_LIMIT);

/** The badge's text: the unread count, or '9+' above 9 (spec document 2 §9). */
export const unreadBadgeText = (unread: number) => (unread > 9 ? '9+' : String(unread));

/** How many bells the screen shows in its content (the profile card's): the header's steps aside for them. */
let bellsOnScreen = 0;
const bellListeners = new Set<() => void>();
const subscribeToBells = (listener: () => void) => {
  bellListeners.add(listener);
  return () => bellListeners.delete(listener);
};
const countBellOnScreen = (change: 1 | -1) => {
  bellsOnScreen += change;
  bellListeners.forEach((listener) => listener());
};

/** The header's bell, on every signed-in screen whose content has no bell of its own. */
export function HeaderNotificationBell({ sx }: { sx?: SxProps<Theme> }) {
  const screenHasBell = useSyncExternalStore(subscribeToBells, () => bellsOnScreen > 0);
  return screenHasBell ? null : <Bell sx={sx} />;
}

/** The bell on a screen's profile card (spec document 2): one bell per screen, so the header's hides. */
export function NotificationBell({ sx }: { sx?: SxProps<Theme> }) {
  useLayoutEffect(() => {
    countBellOnScreen(1);
    return () => countBellOnScreen(-1);
  }, []);
  return <Bell sx={sx} />;
}

/**
 * A notification bell (spec document 2, Notifications): a badge with the unread count
 * (X-Unread-Count), and a popover with at most 5 notifications, 'See all notifications' when more than 5
 * exist (X-Total-Count), 3 skeleton rows while loading, 'No notifications yet' when there are none, and
 * 'Mark all as read' while some are unread.
 * Refetched every 60 seconds.
 */
function Bell({ sx }: { sx?: SxProps<Theme> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const popoverId = `${useId()}-popover`;
  const { data } = useNotifications(BELL_LIMIT);
  const close = useCallback(() => setAnchor(null), []);

  const unread = data?.unread ?? 0;
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
          {...NotificationPopover.preloadProps}
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
      <NotificationPopover id={popoverId} open={open} anchorEl={anchor} onClose={close} />
    </>
  );
}
