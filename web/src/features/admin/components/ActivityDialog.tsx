import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AdminUser, dollars } from '../api';
import { useUserActivity } from '../hooks/useAdmin';
import { LoadError } from '../../../components/LoadError';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const PERIODS = [
  ['lifetimeSpent', 'All Time'],
  ['thisMonthSpent', 'This Month'],
  ['thisWeekSpent', 'This Week'],
] as const;

type Spending = Record<(typeof PERIODS)[number][0], number>;

function SpendingRow({ title, spending, format }: { title: string; spending: Spending; format: (n: number) => string }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        {PERIODS.map(([key, label]) => (
          <Box key={key} sx={{ p: 1.5, borderRadius: 2, bgcolor: 'rgba(233,162,59,0.10)', minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.15rem', fontVariantNumeric: 'tabular-nums' }}>
              {format(spending[key])}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** 'User Activity Metrics': last login (or 'Never'), tickets and dollars spent in all, this month and this week. */
export function ActivityDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { data, error, isLoading, mutate } = useUserActivity(user?.id ?? null);
  return (
    <Dialog open={user !== null} onClose={onClose} aria-labelledby="activity-title" maxWidth="sm" fullWidth>
      <DialogTitle id="activity-title">User Activity Metrics</DialogTitle>
      <DialogContent>
        {isLoading || (!data && !error) ? (
          <Stack spacing={1.5} role="status" aria-label="Loading activity">
            <Skeleton width="50%" />
            <Skeleton variant="rounded" height={72} />
            <Skeleton variant="rounded" height={72} />
          </Stack>
        ) : error ? (
          <LoadError text="Error loading activity data. Please try again." onRetry={() => void mutate()} />
        ) : !data ? (
          <Typography>No data available for this user</Typography>
        ) : (
          <Stack spacing={2.5}>
            <Box>
              <Typography sx={{ fontWeight: 800, fontSize: '1.1rem' }}>{data.username}</Typography>
              <Typography color="text.secondary">
                Last Login:{' '}
                {data.lastLoginDate ? <time dateTime={data.lastLoginDate}>{dateTime.format(new Date(data.lastLoginDate))}</time> : 'Never'}
              </Typography>
            </Box>
            <SpendingRow title="Ticket Spending" spending={data.ticketSpending} format={(n) => `${n.toLocaleString('en-US')} tickets`} />
            <SpendingRow title="Money Spent" spending={data.paymentSpending} format={dollars} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
