import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import type { TicketTransaction } from '../api';
import { useTicketTransactions } from '../hooks/useTickets';
import { humanizeType, signedAmount } from '../plans';
import { LoadError } from '../../../components/LoadError';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Below 640 px each row becomes a small card (type and amount, the description, date and balance) instead of
 * five squeezed columns; the explicit roles keep it a table for screen readers whatever its CSS display.
 */
const stackedOnPhones = (t: Theme) => ({
  [t.breakpoints.down('sm')]: {
    display: 'block',
    '& thead': {
      display: 'block',
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& tbody': { display: 'block' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      gridTemplateAreas: '"type amount" "description description" "date balance"',
      columnGap: 2,
      rowGap: 0.25,
      py: 1.5,
      borderBottom: 1,
      borderColor: 'divider',
      '&:last-of-type': { borderBottom: 0 },
    },
    '& tbody td': { display: 'block', border: 0, p: 0 },
    '& td[data-col="type"]': { gridArea: 'type' },
    '& td[data-col="description"]': { gridArea: 'description', color: 'text.secondary' },
    '& td[data-col="amount"]': { gridArea: 'amount', fontSize: '1.05rem' },
    '& td[data-col="date"]': { gridArea: 'date', color: 'text.secondary', fontSize: '0.8125rem' },
    '& td[data-col="balance"]': { gridArea: 'balance', color: 'text.secondary', fontSize: '0.8125rem' },
    '& td[data-col="balance"]::before': { content: '"Balance "' },
  },
});

function Row({ tx }: { tx: TicketTransaction }) {
  const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <TableRow role="row" data-testid="ticket-transaction">
      <TableCell role="cell" data-col="type" sx={{ fontWeight: 600 }}>
        {humanizeType(tx.type)}
      </TableCell>
      <TableCell role="cell" data-col="description" sx={{ overflowWrap: 'anywhere' }}>
        {tx.description}
      </TableCell>
      <TableCell role="cell" data-col="amount" sx={{ ...numeric, fontWeight: 700, color: tx.amount > 0 ? 'success.main' : 'error.main' }}>
        {signedAmount(tx.amount)}
      </TableCell>
      <TableCell role="cell" data-col="date" sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={tx.createdAt}>{dateTime.format(new Date(tx.createdAt))}</time>
      </TableCell>
      <TableCell role="cell" data-col="balance" sx={numeric}>
        {tx.balanceAfter.toLocaleString('en-US')}
      </TableCell>
    </TableRow>
  );
}

function Transactions() {
  const { items, error, isLoading, hasMore, loadingMore, loadMore, refresh } = useTicketTransactions();

  if (isLoading && items.length === 0) {
    return (
      <Stack spacing={1.5} role="status" aria-label="Loading transactions" sx={{ py: 1 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={36} />
        ))}
      </Stack>
    );
  }
  if (error && items.length === 0) {
    return <LoadError text="Error loading transactions. Please try again." onRetry={() => void refresh()} />;
  }
  if (items.length === 0) {
    return (
      <Box sx={{ py: 3.5, px: 2, textAlign: 'center', borderRadius: '16px', border: '1.5px dashed', borderColor: 'divider' }}>
        <ReceiptLongRounded aria-hidden sx={{ fontSize: 32, color: 'text.secondary', opacity: 0.6 }} />
        <Typography sx={{ fontWeight: 600 }}>No transactions yet</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Every ticket you earn or spend shows up here.
        </Typography>
      </Box>
    );
  }
  const head = { fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' } as const;
  return (
    <>
      <Table role="table" aria-label="Transaction History" size="small" sx={stackedOnPhones}>
        <TableHead role="rowgroup">
          <TableRow role="row">
            <TableCell role="columnheader" sx={head}>
              Type
            </TableCell>
            <TableCell role="columnheader" sx={head}>
              Description
            </TableCell>
            <TableCell role="columnheader" sx={{ ...head, textAlign: 'right' }}>
              Amount
            </TableCell>
            <TableCell role="columnheader" sx={head}>
              Date
            </TableCell>
            <TableCell role="columnheader" sx={{ ...head, textAlign: 'right' }}>
              Balance
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody role="rowgroup">
          {items.map((tx) => (
            <Row key={tx.id} tx={tx} />
          ))}
        </TableBody>
      </Table>
      {(hasMore || (error && items.length > 0)) && (
        <Stack spacing={1} sx={{ alignItems: 'center', mt: 2.5 }}>
          {error && <Typography color="error">Error loading transactions. Please try again.</Typography>}
          <LoadMoreButton onClick={loadMore} loading={loadingMore} />
        </Stack>
      )}
    </>
  );
}

/** The collapsible 'Transaction History' (closed at first; its rows load when it opens). */
export function TransactionHistory() {
  const [open, setOpen] = useState(false);
  return (
    <Card component="section" aria-labelledby="history-title" sx={{ p: 0 }}>
      <Typography variant="h5" component="h2" id="history-title" sx={{ m: 0 }}>
        <ButtonBase
          aria-expanded={open}
          aria-controls="history-content"
          onClick={() => setOpen(!open)}
          sx={{
            width: '100%',
            justifyContent: 'flex-start',
            gap: 1.5,
            px: { xs: 2.5, sm: 3 },
            py: 2.25,
            font: 'inherit',
            textAlign: 'left',
            borderRadius: open ? '20px 20px 0 0' : '20px',
            '&:hover': { bgcolor: 'action.hover' },
            // Drawn inward: the card's rounded overflow would cut a ring outside the button.
            '&.Mui-focusVisible': { outlineOffset: -3 },
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: 36,
              height: 36,
              borderRadius: 2.5,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(200,81,44,0.1)',
              color: 'primary.main',
              flexShrink: 0,
            }}
          >
            <ReceiptLongRounded fontSize="small" />
          </Box>
          <Box component="span" sx={{ flex: 1 }}>
            Transaction History
          </Box>
          <ExpandMoreRounded
            aria-hidden
            sx={{ color: 'text.secondary', transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        </ButtonBase>
      </Typography>
      <Collapse in={open} unmountOnExit>
        <Box id="history-content" sx={{ px: { xs: 2.5, sm: 3 }, pb: 3 }}>
          <Transactions />
        </Box>
      </Collapse>
    </Card>
  );
}
