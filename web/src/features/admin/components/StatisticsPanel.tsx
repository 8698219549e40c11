import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAdminStats } from '../hooks/useAdmin';
import { LoadError } from '../../../components/LoadError';

function StatCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card sx={{ p: 2.5 }}>
      <Typography component="h3" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 800, fontSize: '2rem', fontVariantNumeric: 'tabular-nums' }}>
        {value === undefined ? <Skeleton width={80} /> : value.toLocaleString('en-US')}
      </Typography>
    </Card>
  );
}

/** Statistics: Total Users, Total Recipes, Tickets in Circulation and Recipes by Category. */
export function StatisticsPanel() {
  const { data, error, mutate } = useAdminStats();
  if (error && !data) {
    return <LoadError text="Error loading statistics. Please try again." onRetry={() => void mutate()} />;
  }
  const categories = Object.entries(data?.recipesByCategory ?? {}).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const most = Math.max(1, ...categories.map(([, n]) => n));
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <StatCard label="Total Users" value={data?.userCount} />
        <StatCard label="Total Recipes" value={data?.recipeCount} />
        <StatCard label="Tickets in Circulation" value={data?.ticketsCirculation} />
      </Box>
      <Card sx={{ p: 2.5 }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          Recipes by Category
        </Typography>
        {!data ? (
          <Stack spacing={1} role="status" aria-label="Loading categories">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={28} />
            ))}
          </Stack>
        ) : categories.length === 0 ? (
          <Typography color="text.secondary">No recipes yet</Typography>
        ) : (
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(90px, auto) 1fr auto', alignItems: 'center', gap: 1.25 }}>
            {categories.map(([category, count]) => (
              <Box key={category} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {category}
                </Typography>
                <Box aria-hidden sx={{ height: 10, borderRadius: 5, bgcolor: 'rgba(233,162,59,0.15)', overflow: 'hidden' }}>
                  <Box sx={{ height: '100%', width: `${(count / most) * 100}%`, bgcolor: 'primary.main', borderRadius: 5 }} />
                </Box>
                <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>
                  {count.toLocaleString('en-US')}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Card>
    </Stack>
  );
}
