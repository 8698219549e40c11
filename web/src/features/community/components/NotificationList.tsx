import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import { useToast } from '../../../components/toast';
import { markAllNotificationsRead, markNotificationRead, type SocialNotification } from '../api';
import { useRevalidateSocial } from '../hooks/useSocial';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { notificationAge, notificationTarget } from '../socialHelpers';

/** The list scrolls once it is taller than this (spec document 2 §9). */
export const NOTIFICATION_LIST_MAX_HEIGHT = 300;

/**
 * Opening a notification: it is marked read (PATCH …/read, not shown: the lists refetch afterwards) and the
 * screen it is about opens: its recipe, else the user who caused it, else the feed.
 */
export function useOpenNotification(onOpen?: () => void) {
  const navigate = useNavigate();
  const revalidate = useRevalidateSocial();
  return useCallback(
    (notification: SocialNotification) => {
      onOpen?.();
      if (!notification.read) {
        void markNotificationRead(notification.id)
          .catch(() => undefined)
          .then(() => revalidate(['notifications']));
      }
      navigate(notificationTarget(notification));
    },
    [navigate, onOpen, revalidate],
  );
}

/** 'Mark all as read' (POST …/read-all); the lists refetch afterwards. */
/**
 * Marks every notification read. The button goes once nothing is unread, so focus moves to the list's
 * heading (`headingId`): left on the removed button it would fall to the page, outside the popover, where
 * Escape no longer closes it.
 */
export function MarkAllReadButton({ headingId }: { headingId: string }) {
  const revalidate = useRevalidateSocial();
  const { toast } = useToast();
  const [marking, setMarking] = useState(false);

  const markAll = async () => {
    setMarking(true);
    try {
      await markAllNotificationsRead();
      document.getElementById(headingId)?.focus();
      await revalidate(['notifications']);
    } catch {
      toast({ title: 'Could not mark notifications as read. Please try again.', variant: 'destructive' });
    } finally {
      setMarking(false);
    }
  };

  return (
    <Button size="small" startIcon={<DoneAllRounded />} onClick={() => void markAll()} disabled={marking}>
      Mark all as read
    </Button>
  );
}

/** Three rows in the shape of notifications while they load. */
export function NotificationSkeletons() {
  return (
    <Box role="status" aria-label="Loading notifications" sx={{ px: 2, py: 1 }}>
      {[0, 1, 2].map((i) => (
        <Box key={i} data-testid="notification-skeleton" aria-hidden sx={{ py: 1 }}>
          <Skeleton variant="text" width="85%" />
          <Skeleton variant="text" width="30%" />
        </Box>
      ))}
    </Box>
  );
}

/** Notifications as buttons, unread ones highlighted and bold, with their age; scrolls from 300 px. */
export function NotificationItems({ notifications, onOpen }: { notifications: SocialNotification[]; onOpen: (n: SocialNotification) => void }) {
  return (
    <List disablePadding sx={{ maxHeight: NOTIFICATION_LIST_MAX_HEIGHT, overflowY: 'auto' }} data-testid="notification-list">
      {notifications.map((n) => (
        <ListItem key={n.id} disablePadding divider>
          <ListItemButton
            onClick={() => onOpen(n)}
            data-testid="notification"
            data-unread={n.read ? undefined : 'true'}
            sx={{
              alignItems: 'flex-start',
              py: 1.25,
              bgcolor: n.read ? 'transparent' : (t) => alpha(t.palette.primary.main, 0.08),
              '&:hover': { bgcolor: (t) => alpha(t.palette.primary.main, n.read ? 0.05 : 0.14) },
            }}
          >
            <Stack direction="row" spacing={1.25} sx={{ width: '100%', minWidth: 0 }}>
              <Box
                aria-hidden
                sx={{ mt: 0.9, width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: n.read ? 'transparent' : 'primary.main' }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: n.read ? 400 : 700, overflowWrap: 'anywhere' }}>
                  {n.message}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {notificationAge(n.date)}
                  {!n.read && (
                    <Box component="span" sx={visuallyHidden}>
                      , unread
                    </Box>
                  )}
                </Typography>
              </Box>
            </Stack>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** Shown in place of the list when there is nothing (or it could not load). */
export function NotificationMessage({ children, error = false }: { children: string; error?: boolean }) {
  return (
    <Typography
      variant="body2"
      color={error ? 'error.main' : 'text.secondary'}
      role={error ? 'alert' : undefined}
      sx={{ px: 2, py: 3, textAlign: 'center' }}
    >
      {children}
    </Typography>
  );
}
