import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import { IconTile } from '../../../components/IconTile';
import { LoadError } from '../../../components/LoadError';
import { isFinished, type ExportStatus } from '../api';
import { formatMoment, formatSize, percentDone } from '../formatting';
import { useDataExport } from '../hooks/useDataExport';

function ExportProgress({ job }: { job: ExportStatus }) {
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={percentDone(job.processed, job.total)}
        aria-label="Export progress"
        aria-valuetext={`${job.processed} of ${job.total} recipes`}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {job.processed} of {job.total} recipes
      </Typography>
    </Box>
  );
}

function ExportReady({ job }: { job: ExportStatus }) {
  const facts = [job.size !== undefined ? formatSize(job.size) : null, job.expiresAt ? `available until ${formatMoment(job.expiresAt)}` : null];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
      <Button component="a" href={job.url} download variant="contained" startIcon={<DownloadRounded />} sx={{ alignSelf: 'flex-start' }}>
        Download
      </Button>
      <Typography variant="body2" color="text.secondary" data-testid="export-facts">
        {facts.filter(Boolean).join(' · ')}
      </Typography>
    </Stack>
  );
}

/**
 * 'Export my data' on the profile: one zip of everything the cook keeps in Savor, written in the background
 * and kept 24 hours. Its progress and its download survive a reload (the newest export is read on load).
 */
export function ExportDataCard() {
  const { job, isLoading, loadError, retry, start } = useDataExport();
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const running = job !== undefined && !isFinished(job);

  const onStart = async () => {
    setStarting(true);
    setStartError(null);
    try {
      await start();
    } catch (caught) {
      setStartError(caught instanceof Error && caught.message ? caught.message : 'Could not start the export. Please try again.');
    } finally {
      setStarting(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="export-data-title" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
        <IconTile size={36}>
          <Inventory2Rounded fontSize="small" />
        </IconTile>
        <Typography variant="h6" component="h2" id="export-data-title">
          Export my data
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5, ml: { sm: 6.5 } }}>
        One zip file with every recipe and its picture, your shopping list, your pantry and your profile. It is kept for 24 hours.
      </Typography>

      <Stack spacing={2}>
        {loadError && <LoadError text="Could not load your exports." onRetry={retry} />}
        {isLoading ? (
          <Box role="status" aria-label="Loading your exports">
            <Skeleton height={40} width={180} />
          </Box>
        ) : (
          job && (running ? <ExportProgress job={job} /> : job.status === 'done' ? <ExportReady job={job} /> : null)
        )}
        {job?.status === 'failed' && <Alert severity="error">{job.error || 'The export failed. Please try again.'}</Alert>}
        {startError && <Alert severity="error">{startError}</Alert>}
        {!isLoading && !running && (
          <Box>
            <Button
              variant={job?.status === 'done' ? 'outlined' : 'contained'}
              onClick={() => void onStart()}
              disabled={starting}
              startIcon={starting ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Inventory2Rounded />}
            >
              Export my data
            </Button>
          </Box>
        )}
      </Stack>
    </Card>
  );
}
