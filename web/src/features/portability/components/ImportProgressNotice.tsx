import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { ImportSummary } from '../api';

/** My Recipes' line about an import under way, with the way to its progress; nothing once it has ended. */
export default function ImportProgressNotice({ open, job }: { open: boolean; job: ImportSummary | undefined }) {
  if (!open || !job) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Link component={RouterLink} to={`/imports/${job.id}`} color="inherit" sx={{ whiteSpace: 'nowrap', px: 1 }}>
          View progress
        </Link>
      }
    >
      Importing recipes: {job.processed} of {job.total}
    </Alert>
  );
}
