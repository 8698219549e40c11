import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { isApiError } from '../../../api/client';
import { StatusPage } from '../../../components/StatusPage';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { IMPORT_FORMATS, isFinished, type ImportItem, type ImportReport } from '../api';
import { formatMoment, percentDone } from '../formatting';
import { useImportReport } from '../hooks/useImports';

/** The outcome chips: filled, white or ink on the theme's colours (all above 4.5:1). */
const OUTCOMES: Record<ImportItem['outcome'], { label: string; color: 'success' | 'warning' | 'error' }> = {
  imported: { label: 'Imported', color: 'success' },
  duplicate: { label: 'Duplicate', color: 'warning' },
  failed: { label: 'Failed', color: 'error' },
};

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return value && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function ReportSkeleton() {
  return (
    <Box role="status" aria-label="Loading the import" aria-busy>
      <Skeleton variant="text" width="70%" sx={{ fontSize: '2.2rem', maxWidth: 520 }} />
      <Skeleton variant="text" width="40%" sx={{ mb: 3, maxWidth: 300 }} />
      <Skeleton variant="rounded" height={120} sx={{ borderRadius: 5, mb: 3 }} />
      <Skeleton variant="rounded" height={280} sx={{ borderRadius: 5 }} />
    </Box>
  );
}

function ImportProgress({ report }: { report: ImportReport }) {
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={percentDone(report.processed, report.total)}
        aria-label="Import progress"
        aria-valuetext={`${report.processed} of ${report.total} recipes`}
        sx={{ height: 10, borderRadius: 5 }}
      />
      <Typography sx={{ mt: 1.25, fontWeight: 600 }}>
        {report.processed} of {report.total} recipes
      </Typography>
      <Typography variant="body2" color="text.secondary">
        You can leave this page: the import carries on, and My Recipes shows how far it is.
      </Typography>
    </Box>
  );
}

function ItemRow({ item }: { item: ImportItem }) {
  const outcome = OUTCOMES[item.outcome];
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: 'flex-start', py: 1.5, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap', rowGap: 0.75 }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {item.recipeId !== undefined ? (
            <Link component={RouterLink} to={`/recipes/${item.recipeId}`}>
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </Typography>
        {item.reason && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {item.reason}
          </Typography>
        )}
      </Box>
      <Chip size="small" label={outcome.label} color={outcome.color} sx={{ flexShrink: 0 }} />
    </Stack>
  );
}

function ImportItems({ items }: { items: ImportItem[] }) {
  if (items.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="import-items-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="import-items-title" sx={{ mb: 1 }}>
        Recipes in this file
      </Typography>
      <Box component="ul" aria-labelledby="import-items-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item, index) => (
          <ItemRow key={index} item={item} />
        ))}
      </Box>
    </Card>
  );
}

function Report({ report }: { report: ImportReport }) {
  useDocumentTitle(`Import from ${report.fileName}`);
  const finished = isFinished(report);
  return (
    <Box>
      <Box component="header" sx={{ mb: { xs: 2.5, sm: 3.5 } }}>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.3rem' }, overflowWrap: 'anywhere' }}>
          Import from {report.fileName}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {IMPORT_FORMATS[report.format]} · started {formatMoment(report.createdAt)}
        </Typography>
      </Box>

      <Stack spacing={3}>
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            {!finished && <ImportProgress report={report} />}
            {report.status === 'failed' && <Alert severity="error">{report.error || 'The import stopped.'}</Alert>}
            {finished && (
              <Typography sx={{ fontWeight: 600, fontSize: '1.1rem' }} data-testid="import-summary">
                {report.imported} imported · {report.skipped} skipped as duplicates · {report.failed} failed
              </Typography>
            )}
            <Box>
              <Button component={RouterLink} to="/recipes" variant={finished ? 'contained' : 'outlined'} startIcon={<RestaurantMenuRounded />}>
                Go to My Recipes
              </Button>
            </Box>
          </Stack>
        </Card>
        <ImportItems items={report.items} />
      </Stack>
    </Box>
  );
}

/** `/imports/:id`: an import's progress while it runs (asked for every second), then what became of each recipe. */
export default function ImportReportPage() {
  const params = useParams();
  const id = parseId(params.id);
  const { report, error } = useImportReport(id);

  if (id === null || (isApiError(error) && error.status === 404)) {
    return (
      <StatusPage
        title="No such import"
        icon={<SearchOffRounded />}
        description="This import doesn't exist, or it was made from another account."
        actions={[{ label: 'Go to My Recipes', to: '/recipes' }]}
      />
    );
  }
  if (error && !report) {
    return (
      <StatusPage
        title="Couldn't load this import"
        icon={<ErrorOutlineRounded />}
        description={error.message || 'Please check your connection and try again.'}
        actions={[{ label: 'Go to My Recipes', to: '/recipes' }]}
      />
    );
  }
  if (!report) return <ReportSkeleton />;
  return <Report report={report} />;
}
