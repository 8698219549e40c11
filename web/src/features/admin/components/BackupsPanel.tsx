import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import BackupRounded from '@mui/icons-material/BackupRounded';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { useToast } from '../../../components/toast';
import { type Backup, backupDownloadUrl, createBackup, deleteBackup, fileSize } from '../api';
import { useBackups } from '../hooks/useAdmin';

const COLUMNS = ['Created', 'Size', 'Status', 'Actions'] as const;
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const TRIGGERS: Record<Backup['trigger'], string> = { manual: 'Made by an admin', scheduled: 'Daily backup', cli: 'npm run backup' };

/** Below 900 px each backup becomes a small card, its cells on lines of their own (as the Users table does). */
const stackedOnSmallScreens = (t: Theme) => ({
  [t.breakpoints.down('md')]: {
    display: 'block',
    '& thead': { display: 'block', position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
    '& tbody': { display: 'block' },
    '& tbody tr': { display: 'block', py: 1.5, px: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } },
    '& tbody td': { display: 'flex', gap: 1.5, justifyContent: 'space-between', alignItems: 'center', border: 0, px: 0, py: 0.5 },
    '& tbody td::before': { content: 'attr(data-label)', fontWeight: 600, color: 'text.secondary', flexShrink: 0 },
    '& tbody td[data-label="Actions"]': { justifyContent: 'flex-start', pt: 1 },
    '& tbody td[data-label="Actions"]::before': { display: 'none' },
  },
});

function Status({ backup }: { backup: Backup }) {
  const labelId = useId();
  if (backup.status === 'running') {
    const { done, total } = backup.progress;
    const percent = total > 0 ? Math.round((done / total) * 100) : 0;
    return (
      <Box sx={{ minWidth: 140, flex: { xs: '0 1 200px', md: 'none' } }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
          {total > 0 ? `Running: ${percent}%` : 'Running'}
        </Typography>
        <LinearProgress
          variant={total > 0 ? 'determinate' : 'indeterminate'}
          value={percent}
          aria-labelledby={labelId}
          sx={{ mt: 0.5, borderRadius: 2 }}
        />
      </Box>
    );
  }
  if (backup.status === 'failed') {
    return (
      <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-end', md: 'flex-start' } }}>
        <Chip size="small" color="error" label="Failed" />
        {backup.error && (
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {backup.error}
          </Typography>
        )}
      </Stack>
    );
  }
  return backup.status === 'done' ? <Chip size="small" color="success" label="Done" /> : <Chip size="small" label="Queued" />;
}

function BackupRow({ backup, onDelete }: { backup: Backup; onDelete: (backup: Backup) => void }) {
  const createdId = useId();
  return (
    <TableRow role="row" data-testid="backup-row">
      <TableCell role="cell" data-label="Created">
        <Box sx={{ textAlign: { xs: 'right', md: 'left' } }}>
          <Typography id={createdId} variant="body2" sx={{ fontWeight: 600 }}>
            <time dateTime={backup.createdAt}>{when.format(new Date(backup.createdAt))}</time>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {TRIGGERS[backup.trigger]}
          </Typography>
        </Box>
      </TableCell>
      <TableCell role="cell" data-label="Size" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {backup.size === null ? '—' : fileSize(backup.size)}
      </TableCell>
      <TableCell role="cell" data-label="Status">
        <Status backup={backup} />
      </TableCell>
      <TableCell role="cell" data-label="Actions">
        <Stack direction="row" spacing={1}>
          {backup.status === 'done' && (
            // The file's own name comes from the server (Content-Disposition: attachment).
            <Button size="small" variant="outlined" component="a" href={backupDownloadUrl(backup.id)} download aria-describedby={createdId}>
              Download
            </Button>
          )}
          {backup.status !== 'running' && (
            <Button size="small" variant="outlined" color="error" onClick={() => onDelete(backup)} aria-describedby={createdId}>
              Delete
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/**
 * Backups of the whole database and every media file (issue 49): create one (written in the background, the
 * list follows its progress), download a finished one, delete one. Restoring is `npm run restore -- <file>`.
 */
export function BackupsPanel() {
  const { toast } = useToast();
  const list = useBackups();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Backup | null>(null);
  const busy = list.items.some((backup) => backup.status === 'queued' || backup.status === 'running');

  const create = async () => {
    setCreating(true);
    try {
      await createBackup();
      toast({ title: 'Backup Started', description: 'The backup is being written. You can download it here once it is done.' });
      await list.refresh();
    } catch (error) {
      toast({ title: 'Error', description: `Failed to start a backup: ${(error as Error).message}`, variant: 'destructive' });
      void list.refresh();
    } finally {
      setCreating(false);
    }
  };

  const remove = async (backup: Backup) => {
    try {
      await deleteBackup(backup.id);
      toast({ title: 'Backup Deleted', description: `The backup of ${when.format(new Date(backup.createdAt))} was deleted.` });
    } catch (error) {
      toast({ title: 'Error', description: `Failed to delete the backup: ${(error as Error).message}`, variant: 'destructive' });
    } finally {
      void list.refresh();
    }
  };

  const head = { fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' } as const;
  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}>
        <Box>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Backups
          </Typography>
          <Typography color="text.secondary">
            Each backup is one file with the whole database and every picture. Restore one into an empty server with{' '}
            <Box component="code" sx={{ fontSize: '0.9em' }}>
              npm run restore -- &lt;file&gt;
            </Box>
            .
          </Typography>
        </Box>
        <Button
          variant="contained"
          onClick={() => void create()}
          disabled={creating || busy}
          startIcon={creating ? <CircularProgress size={16} color="inherit" /> : <BackupRounded />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          Create backup
        </Button>
      </Stack>
      {list.error && list.items.length === 0 ? (
        <LoadError text="Error loading the backups. Please try again." onRetry={() => void list.refresh()} />
      ) : list.isLoading && list.items.length === 0 ? (
        <Stack spacing={1} role="status" aria-label="Loading the backups">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : list.items.length === 0 ? (
        <EmptyState icon={<BackupRounded />} text="No backups yet" hint="Create one now. Savor also makes one every night at 03:00, server time." />
      ) : (
        <>
          <Table role="table" aria-label="Backups" size="small" sx={stackedOnSmallScreens}>
            <TableHead role="rowgroup">
              <TableRow role="row">
                {COLUMNS.map((column) => (
                  <TableCell key={column} role="columnheader" sx={head}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody role="rowgroup">
              {list.items.map((backup) => (
                <BackupRow key={backup.id} backup={backup} onDelete={setDeleting} />
              ))}
            </TableBody>
          </Table>
          {list.hasMore && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <LoadMoreButton onClick={list.loadMore} loading={list.loadingMore} />
            </Box>
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Backup"
        text={deleting ? `Delete the backup of ${when.format(new Date(deleting.createdAt))}? Its file is removed for good.` : ''}
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
