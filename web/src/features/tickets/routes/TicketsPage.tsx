import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { ListHeader } from '../../recipes';
import { BalanceCard } from '../components/BalanceCard';
import { PremiumFeatures } from '../components/PremiumFeatures';
import { TicketShop } from '../components/TicketShop';
import { TransactionHistory } from '../components/TransactionHistory';

/** Tickets (/tickets): balance, what features cost, packs and passes, and the transaction history (spec document 2). */
export default function TicketsPage() {
  useDocumentTitle('Tickets');
  return (
    <Box>
      <ListHeader title="Tickets" subtitle="Earn tickets in the kitchen and the community, and spend them on Savorus's AI features." />
      <Stack spacing={3}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <BalanceCard />
          <PremiumFeatures />
        </Box>
        <TicketShop />
        <TransactionHistory />
      </Stack>
    </Box>
  );
}
