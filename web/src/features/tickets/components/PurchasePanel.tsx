import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import { useToast } from '../../../components/toast';
import { formatPrice, ticketCount, type TicketPack } from '../plans';

/**
 * Buying the chosen pack. The payments issue puts PayPal here (create the order, approve, capture, then
 * refresh the tickets and transactions); until then the button says payments are on their way.
 */
export function PurchasePanel({ pack }: { pack: TicketPack | null }) {
  const { toast } = useToast();

  const buy = () => {
    if (!pack) {
      toast({ title: 'Please select a plan first', variant: 'destructive' });
      return;
    }
    toast({ title: 'Payments coming soon', description: 'Buying tickets with PayPal is on its way. No payment has been taken.' });
  };

  return (
    <Box
      sx={{
        mt: 3,
        p: { xs: 2, sm: 2.5 },
        borderRadius: '16px',
        bgcolor: (t) => alpha(t.palette.warning.main, 0.1),
        border: 1,
        borderColor: (t) => alpha(t.palette.warning.main, 0.35),
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Stack direction="row" spacing={1.25} sx={{ flex: 1, minWidth: 0, alignItems: 'flex-start' }}>
          <InfoOutlined aria-hidden sx={{ color: 'warning.dark', mt: 0.25 }} />
          <Typography variant="body2">
            Buying tickets is not available yet: payments with PayPal are on their way. Until then, earn tickets by signing in each day and by sharing
            feedback on the community&apos;s recipes.
          </Typography>
        </Stack>
        <Button variant="contained" size="large" startIcon={<ShoppingBagRounded />} onClick={buy} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {pack ? `Buy ${ticketCount(pack.tickets)} for ${formatPrice(pack.price)}` : 'Buy tickets'}
        </Button>
      </Stack>
    </Box>
  );
}
