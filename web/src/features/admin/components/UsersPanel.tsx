import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import PersonSearchRounded from '@mui/icons-material/PersonSearchRounded';
import { SearchField } from '../../recipes';
import { ADMIN_PAGE_SIZE, type AdminUser, type AdminUsersPage } from '../api';

const COLUMNS = ['ID', 'Username', 'Email', 'Name', 'Admin', 'Ticket Balance', 'Recipes', 'Actions'] as const;

/**
 * Below 1200 px each user becomes a small card: every cell on its own line with its column's name before it
 * (data-label), so the page never widens; the explicit roles keep it a table for screen readers.
 */
const stackedOnSmallScreens = (t: Theme) => ({
  [t.breakpoints.down('lg')]: {
    display: 'block',
    '& thead': { display: 'block', position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
    '& tbody': { display: 'block' },
    '& tbody tr': { display: 'block', py: 1.5, px: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } },
    '& tbody td': {
      display: 'flex',
      gap: 1.5,
      justifyContent: 'space-between',
      alignItems: 'center',
      border: 0,
      px: 0,
      py: 0.5,
      overflowWrap: 'anywhere',
      textAlign: 'right',
    },
    '& tbody td::before': { content: 'attr(data-label)', fontWeight: 600, color: 'text.secondary', textAlign: 'left', flexShrink: 0 },
    '& tbody td[data-label="Actions"]': { justifyContent: 'flex-start', flexWrap: 'wrap', pt: 1 },
    '& tbody td[data-label="Actions"]::before': { display: 'none' },
  },
});

interface UsersPanelProps {
  page: AdminUsersPage | undefined;
  isLoading: boolean;
  search: string;
  onSearch: (search: string) => void;
  offset: number;
  onOffset: (offset: number) => void;
  onAddTickets: (user: AdminUser) => void;
  onActivity: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

function UserRow({
  user,
  onAddTickets,
  onActivity,
  onDelete,
}: { user: AdminUser } & Pick<UsersPanelProps, 'onAddTickets' | 'onActivity' | 'onDelete'>) {
  const numeric = { fontVariantNumeric: 'tabular-nums' } as const;
  const at = user.email.lastIndexOf('@');
  return (
    <TableRow role="row" data-testid="admin-user-row" data-username={user.username}>
      <TableCell role="cell" data-label="ID" sx={numeric}>
        {user.id}
      </TableCell>
      {/* In the table a username (20 characters at most) keeps to one line, and an email breaks only at its @. */}
      <TableCell role="cell" data-label="Username" sx={{ fontWeight: 600, whiteSpace: { lg: 'nowrap' } }}>
        {user.username}
      </TableCell>
      <TableCell role="cell" data-label="Email" sx={{ overflowWrap: { lg: 'normal' } }}>
        {at < 0 ? (
          user.email
        ) : (
          <>
            {user.email.slice(0, at)}
            <wbr />
            {user.email.slice(at)}
          </>
        )}
      </TableCell>
      <TableCell role="cell" data-label="Name">
        {user.name || '—'}
      </TableCell>
      <TableCell role="cell" data-label="Admin">
        {user.isAdmin ? <Chip size="small" color="primary" label="Yes" /> : 'No'}
      </TableCell>
      <TableCell role="cell" data-label="Ticket Balance" sx={numeric} data-testid="admin-user-balance">
        {user.tickets.balance.toLocaleString('en-US')}
      </TableCell>
      <TableCell role="cell" data-label="Recipes" sx={numeric}>
        {user.recipeCount.toLocaleString('en-US')}
      </TableCell>
      <TableCell role="cell" data-label="Actions">
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: { xs: 'wrap', lg: 'nowrap' }, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          <Button size="small" variant="outlined" onClick={() => onAddTickets(user)}>
            Add Tickets
          </Button>
          <Button size="small" variant="outlined" onClick={() => onActivity(user)}>
            View Activity
          </Button>
          {!user.isAdmin && (
            <Button size="small" variant="outlined" color="error" onClick={() => onDelete(user)}>
              Delete
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** Users table (spec document 2, Admin dashboard): search, 20 a page, and each user's actions. */
export function UsersPanel({ page, isLoading, search, onSearch, offset, onOffset, ...actions }: UsersPanelProps) {
  const [typed, setTyped] = useState(search);
  // the list asks the server once typing pauses
  useEffect(() => {
    const timer = setTimeout(() => onSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed, onSearch]);

  const total = page?.total ?? 0;
  const head = { fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' } as const;
  return (
    <Stack spacing={2}>
      <SearchField value={typed} onChange={setTyped} placeholder="Search users by username, email or name..." sx={{ maxWidth: 480 }} />
      <Card sx={{ p: 0, overflowX: 'auto' }}>
        {isLoading && !page ? (
          <Stack spacing={1.5} role="status" aria-label="Loading users" sx={{ p: 2.5 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={40} />
            ))}
          </Stack>
        ) : page && page.users.length === 0 ? (
          <Box sx={{ py: 5, px: 2, textAlign: 'center' }}>
            <PersonSearchRounded aria-hidden sx={{ fontSize: 36, color: 'text.secondary', opacity: 0.6 }} />
            <Typography sx={{ fontWeight: 600 }}>{search ? `No users match “${search}”` : 'No users yet'}</Typography>
          </Box>
        ) : (
          <Table role="table" aria-label="Users" size="small" sx={stackedOnSmallScreens}>
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
              {page?.users.map((user) => (
                <UserRow key={user.id} user={user} {...actions} />
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      {total > 0 && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {offset + 1}–{Math.min(offset + ADMIN_PAGE_SIZE, total)} of {total.toLocaleString('en-US')} users
          </Typography>
          <Button size="small" onClick={() => onOffset(Math.max(0, offset - ADMIN_PAGE_SIZE))} disabled={offset === 0}>
            Previous
          </Button>
          <Button size="small" onClick={() => onOffset(offset + ADMIN_PAGE_SIZE)} disabled={offset + ADMIN_PAGE_SIZE >= total}>
            Next
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
