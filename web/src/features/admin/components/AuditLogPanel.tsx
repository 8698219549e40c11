import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ManageSearchRounded from '@mui/icons-material/ManageSearchRounded';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import type { AuditAction, AuditEntry } from '../api';
import { useAuditLog } from '../hooks/useAdmin';

const ACTION_LABELS: Record<AuditAction, string> = {
  'tickets.grant': 'Ticket grants',
  'user.delete': 'User deletions',
  'recipe.moderate': 'Verified badges',
  'ticket-cost.update': 'Ticket costs',
  'backup.create': 'Backups made',
  'backup.delete': 'Backup deletions',
};

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface AdminFilter {
  id: number;
  username: string;
}

function EntryRow({ entry, onAdmin }: { entry: AuditEntry; onAdmin: (admin: AdminFilter) => void }) {
  const admin = entry.adminUsername;
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{entry.summary}</Typography>
      <Typography variant="body2" color="text.secondary" component="div" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
        {admin ? (
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => onAdmin({ id: entry.adminId, username: admin })}
            sx={{ fontWeight: 600 }}
          >
            {admin}
          </Link>
        ) : (
          <span>deleted admin</span>
        )}
        <span aria-hidden>·</span>
        <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
        {entry.ip && (
          <>
            <span aria-hidden>·</span>
            <span>{entry.ip}</span>
          </>
        )}
      </Typography>
    </Box>
  );
}

/** Every admin action, newest first; filtered by action, and by admin when a name is chosen. Read-only. */
export function AuditLogPanel() {
  const [action, setAction] = useState<AuditAction | ''>('');
  const [admin, setAdmin] = useState<AdminFilter | null>(null);
  const log = useAuditLog(admin?.id, action || undefined);
  const filtered = action !== '' || admin !== null;

  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Audit Log
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every admin action: who did what, to which record, when and from where. Entries cannot be changed or removed.
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <TextField
          select
          label="Action"
          size="small"
          value={action}
          onChange={(e) => setAction(e.target.value as AuditAction | '')}
          fullWidth={false}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 240 } }}
        >
          <option value="">All actions</option>
          {Object.entries(ACTION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </TextField>
        {admin && <Chip label={`By ${admin.username}`} onDelete={() => setAdmin(null)} />}
        {!log.isLoading && !log.error && (
          <Typography variant="body2" color="text.secondary" role="status">
            {log.total.toLocaleString('en-US')} {log.total === 1 ? 'entry' : 'entries'}
          </Typography>
        )}
      </Stack>
      {log.error && log.items.length === 0 ? (
        <LoadError text="Error loading the audit log. Please try again." onRetry={() => void log.refresh()} />
      ) : log.isLoading && log.items.length === 0 ? (
        <Stack spacing={1} role="status" aria-label="Loading the audit log">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={52} />
          ))}
        </Stack>
      ) : log.items.length === 0 ? (
        <EmptyState
          icon={<ManageSearchRounded />}
          text={filtered ? 'No entries match these filters' : 'No admin actions yet'}
          hint={filtered ? undefined : 'Ticket grants, deletions, verified badges, cost changes and backups will appear here.'}
        />
      ) : (
        <>
          <Box component="ul" aria-label="Audit log entries" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {log.items.map((entry) => (
              <EntryRow key={entry.id} entry={entry} onAdmin={setAdmin} />
            ))}
          </Box>
          {log.hasMore && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <LoadMoreButton onClick={log.loadMore} loading={log.loadingMore} />
            </Box>
          )}
        </>
      )}
    </Card>
  );
}
