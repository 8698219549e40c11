import { useEffect, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import { send } from '../../api/client';
import { changeQueue, type ReplayReport } from '../../api/offline';
import { isOnline, subscribeOnline, useOnline } from '../../api/online';
import { useToast } from '../../components/toast';

export const OFFLINE_BANNER = 'You are offline: changes will sync when you reconnect';

/** 'Back online: 4 changes synced' ('1 change'). */
export const syncedText = (count: number) => `Back online: ${count === 1 ? '1 change' : `${count} changes`} synced`;

/** While the browser claims a connection the API did not answer, it is asked again this often (up to a minute). */
const PROBE_FIRST_MS = 5000;
const PROBE_MAX_MS = 60_000;
/** Online with changes still waiting (the server failed, or kept a key busy): the queue is sent again this often (up to two minutes). */
const RETRY_FIRST_MS = 15_000;
const RETRY_MAX_MS = 120_000;

/**
 * The signed-in account's offline queue at work (api/offline): it is this account's; it replays when the
 * connection returns and when the app starts with changes waiting; afterwards the server's lists are read
 * again, the cook is told how many changes went through and why any was refused.
 */
export function useOfflineSync(accountId: number) {
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const online = useOnline();

  useEffect(
    () =>
      changeQueue.onReplayed((report: ReplayReport) => {
        for (const key of report.keys) void mutate(key);
        for (const { message, silent } of report.dropped) {
          if (!silent) toast({ title: 'A change could not be synced', description: message, variant: 'destructive' });
        }
        if (report.synced > 0) toast({ title: syncedText(report.synced), variant: 'success' });
      }),
    [mutate, toast],
  );

  useEffect(() => {
    let active = true;
    void changeQueue.setAccount(accountId).then(() => {
      if (active && isOnline() && changeQueue.size() > 0) void changeQueue.replay();
    });
    const stop = subscribeOnline(() => {
      if (isOnline() && changeQueue.size() > 0) void changeQueue.replay();
    });
    return () => {
      active = false;
      stop();
    };
  }, [accountId]);

  // Online, yet changes wait (a replay stopped on a 5xx or a busy key): try again now and then, less often each time.
  const waiting = useSyncExternalStore(
    (listener) => changeQueue.subscribe(listener),
    () => changeQueue.size(),
    () => 0,
  );
  useEffect(() => {
    if (!online || waiting === 0) return;
    let delay = RETRY_FIRST_MS;
    let timer: ReturnType<typeof setTimeout>;
    const retry = () => {
      timer = setTimeout(() => {
        void changeQueue.replay().then(() => {
          delay = Math.min(delay * 2, RETRY_MAX_MS);
          retry();
        });
      }, delay);
    };
    retry();
    return () => clearTimeout(timer);
  }, [online, waiting]);

  // The browser says online but the API did not answer (one bar of signal): ask it again now and then.
  useEffect(() => {
    if (online || typeof navigator === 'undefined' || !navigator.onLine) return;
    let delay = PROBE_FIRST_MS;
    let timer: ReturnType<typeof setTimeout>;
    const probe = () => {
      timer = setTimeout(() => {
        send(new Request(new URL('/api/health', window.location.origin))).catch(() => {
          delay = Math.min(delay * 2, PROBE_MAX_MS);
          probe();
        });
      }, delay);
    };
    probe();
    return () => clearTimeout(timer);
  }, [online]);

  return online;
}

/** The quiet line under the app bar while offline (it pushes the page down rather than covering it). */
export function OfflineBanner({ accountId }: { accountId: number }) {
  const online = useOfflineSync(accountId);
  return (
    <Box role="status" aria-live="polite">
      {!online && (
        <Box
          data-testid="offline-banner"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            px: 2,
            py: 0.75,
            bgcolor: 'grey.100',
            color: 'text.secondary',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <CloudOffRounded fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {OFFLINE_BANNER}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
