import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ConfirmationNumberRounded from '@mui/icons-material/ConfirmationNumberRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import { useTickets } from '../hooks/useTickets';

const onDark = alpha('#FFFFFF', 0.86);

function Stat({ label, value, loading, testId }: { label: string; value: number | undefined; loading: boolean; testId: string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: onDark }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.35rem', fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {loading ? <Skeleton width={56} sx={{ bgcolor: alpha('#FFFFFF', 0.25) }} /> : (value ?? 0).toLocaleString('en-US')}
      </Typography>
    </Box>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Card
      component="section"
      aria-labelledby="balance-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        p: { xs: 2.5, sm: 3.5 },
        color: '#FFFFFF',
        border: 0,
        background: 'linear-gradient(135deg, #7A2C12 0%, #AD4220 55%, #B8552A 100%)',
      }}
    >
      {/* A large faint ticket in the corner, for the look. */}
      <ConfirmationNumberRounded
        aria-hidden
        sx={{ position: 'absolute', right: 8, top: 8, fontSize: 150, color: alpha('#FFFFFF', 0.08), transform: 'rotate(-18deg)' }}
      />
      <Box sx={{ position: 'relative' }}>{children}</Box>
    </Card>
  );
}

/** 'Your Balance': the tickets I have, and all I have earned and spent. */
export function BalanceCard() {
  const { tickets, error, isLoading, retry } = useTickets();
  const loading = isLoading && !tickets;

  return (
    <Frame>
      <Typography id="balance-title" component="h2" variant="overline" sx={{ color: onDark, display: 'block' }}>
        Your Balance
      </Typography>
      {error && !tickets ? (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start', mt: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>Error loading your tickets. Please try again.</Typography>
          <Button variant="contained" color="inherit" startIcon={<RefreshRounded />} onClick={retry} sx={{ color: 'primary.dark' }}>
            Try again
          </Button>
        </Stack>
      ) : (
        <>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', mt: 0.5 }}>
            <Typography
              sx={{ fontSize: { xs: '3rem', sm: '3.75rem' }, fontWeight: 800, lineHeight: 1.05, fontVariantNumeric: 'tabular-nums' }}
              data-testid="ticket-balance"
            >
              {loading ? <Skeleton width={120} sx={{ bgcolor: alpha('#FFFFFF', 0.25) }} /> : (tickets?.balance ?? 0).toLocaleString('en-US')}
            </Typography>
            <Typography sx={{ fontSize: '1.15rem', fontWeight: 600, color: onDark }}>{tickets?.balance === 1 ? 'ticket' : 'tickets'}</Typography>
          </Stack>
          <Stack component="dl" direction="row" spacing={3} sx={{ m: 0, mt: 3, pt: 2.5, borderTop: 1, borderColor: alpha('#FFFFFF', 0.22) }}>
            <Stat label="Lifetime earned" value={tickets?.lifetimeEarned} loading={loading} testId="lifetime-earned" />
            <Stat label="Lifetime spent" value={tickets?.lifetimeSpent} loading={loading} testId="lifetime-spent" />
          </Stack>
        </>
      )}
      <Typography variant="body2" sx={{ mt: 2.5, color: onDark, maxWidth: 520 }}>
        Earn 2 tickets on the first sign-in of each day, 10 more on every 7th day in a row, and 1 for rating, commenting on or adding a photo to
        another cook&apos;s public recipe (up to 5 a day).
      </Typography>
    </Frame>
  );
}
