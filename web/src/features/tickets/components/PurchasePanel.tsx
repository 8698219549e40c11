import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import LockRounded from '@mui/icons-material/LockRounded';
import { isApiError } from '../../../api/client';
import { OFFLINE_REASON, useOnline } from '../../../api/online';
import { useToast } from '../../../components/toast';
import { useRetryWhenOnline } from '../../../components/useRetryWhenOnline';
import { TICKETS_KEY, TRANSACTIONS_KEY } from '../api';
import {
  capturePayPalOrder,
  createPayPalOrder,
  fetchPayPalStatus,
  loadPayPalSdk,
  PAYPAL_STATUS_KEY,
  paypalSdkSrc,
  type PayPalNamespace,
} from '../paypal';
import { formatPrice, ticketCount, type TicketPack } from '../plans';

const PAYPAL_ERROR = { title: 'PayPal Error', description: 'There was a problem with PayPal. Please try again.' } as const;

type SdkState = { state: 'loading' } | { state: 'ready'; paypal: PayPalNamespace } | { state: 'failed' };

/** Loads the PayPal SDK for the configured client once; `retry` tries again after a failed load. */
function usePayPalSdk(sdkUrl: string | undefined, clientId: string | undefined): SdkState & { retry: () => void } {
  const src = sdkUrl && clientId ? paypalSdkSrc(sdkUrl, clientId) : null;
  const { data, error, mutate } = useSWR<PayPalNamespace, Error, string | null>(src, (url: string) => loadPayPalSdk(url), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  const retry = () => void mutate();
  if (error) return { state: 'failed', retry };
  return data ? { state: 'ready', paypal: data, retry } : { state: 'loading', retry };
}

/**
 * Buying the chosen pack with PayPal (spec document 2 §4, §7, §8): the PayPal buttons create the order
 * (priced by the server), the buyer approves with PayPal, then the order is captured and the balance and
 * history refetched. Cancelling leads to /payment/cancel.
 */
export function PurchasePanel({ pack }: { pack: TicketPack | null }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const status = useSWR(PAYPAL_STATUS_KEY, fetchPayPalStatus, { revalidateOnFocus: false });
  const configured = status.data?.configured === true;
  const sdk = usePayPalSdk(configured ? status.data?.sdkUrl : undefined, configured ? status.data?.clientId : undefined);
  const container = useRef<HTMLDivElement>(null);
  // The callbacks PayPal keeps are rendered once; they read the latest pack, toast, navigate and mutate from here.
  const packRef = useRef(pack);
  const actions = useRef({ toast, navigate, mutate });
  useEffect(() => {
    packRef.current = pack;
    actions.current = { toast, navigate, mutate };
  });

  const paypal = sdk.state === 'ready' ? sdk.paypal : null;
  const hasPack = pack !== null;

  useEffect(() => {
    const element = container.current;
    if (!paypal || !element || !hasPack) return;
    const refresh = () => Promise.all([actions.current.mutate(TICKETS_KEY), actions.current.mutate(unstable_serialize(() => [TRANSACTIONS_KEY, 0]))]);
    const buttons = paypal.Buttons({
      style: { layout: 'vertical', shape: 'pill', label: 'paypal' },
      createOrder: async () => {
        const chosen = packRef.current;
        if (!chosen) {
          actions.current.toast({ title: 'Please select a plan first', variant: 'destructive' });
          throw new Error('No plan selected');
        }
        try {
          return await createPayPalOrder(chosen.id);
        } catch (error) {
          actions.current.toast({
            title: 'Failed to create order',
            description: isApiError(error) ? error.message : PAYPAL_ERROR.description,
            variant: 'destructive',
          });
          throw error;
        }
      },
      onApprove: async ({ orderID }) => {
        const chosen = packRef.current;
        if (!chosen) return;
        try {
          await capturePayPalOrder(orderID, chosen.id);
          actions.current.toast({ title: 'Payment successful!', description: 'Added tickets to your account', variant: 'success' });
        } catch (error) {
          const pending = isApiError(error) && error.code === 'PAYMENT_PENDING';
          actions.current.toast(
            pending
              ? { title: 'Payment pending', description: 'PayPal is still processing your payment. Your tickets will be added once it completes.' }
              : { title: 'Payment failed', description: 'Something went wrong with your payment', variant: 'destructive' },
          );
        } finally {
          await refresh();
        }
      },
      onCancel: () => void actions.current.navigate('/payment/cancel'),
      onError: () => actions.current.toast({ ...PAYPAL_ERROR, variant: 'destructive' }),
    });
    element.replaceChildren();
    buttons.render(element).catch(() => undefined);
    return () => {
      void buttons.close?.().catch(() => undefined);
      element.replaceChildren();
    };
  }, [paypal, hasPack]);

  // A payment needs PayPal and the server: offline the buttons are hidden and the panel says why; what
  // could not load meanwhile is tried again when the connection returns.
  const online = useOnline();
  useRetryWhenOnline(status.error !== undefined, () => void status.mutate());
  useRetryWhenOnline(sdk.state === 'failed', sdk.retry);

  let body: ReactNode;
  if (!online) {
    body = (
      <Typography role="note" sx={{ fontWeight: 600 }}>
        {OFFLINE_REASON}
      </Typography>
    );
  } else if (status.error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void status.mutate()}>
            Try again
          </Button>
        }
      >
        <AlertTitle>{PAYPAL_ERROR.title}</AlertTitle>
        {PAYPAL_ERROR.description}
      </Alert>
    );
  } else if (status.data && !configured) {
    body = <Alert severity="warning">PayPal not configured. Buying tickets is not available right now. Please contact support.</Alert>;
  } else if (!pack) {
    body = (
      <Typography role="status" sx={{ fontWeight: 600 }}>
        Please select a plan first
      </Typography>
    );
  } else if (sdk.state === 'failed') {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={sdk.retry}>
            Try again
          </Button>
        }
      >
        <AlertTitle>{PAYPAL_ERROR.title}</AlertTitle>
        {PAYPAL_ERROR.description}
      </Alert>
    );
  } else {
    body = null;
  }

  const waiting = online && !status.error && (!status.data || (configured && pack !== null && sdk.state === 'loading'));

  return (
    <Box
      component="section"
      aria-label="Checkout"
      sx={{
        mt: 3,
        p: { xs: 2, sm: 2.5 },
        borderRadius: '16px',
        bgcolor: (t) => alpha(t.palette.primary.main, 0.04),
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2, md: 3 }} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
            {pack ? `${pack.name}: ${ticketCount(pack.tickets)} for ${formatPrice(pack.price)}` : 'Choose a pack'}
          </Typography>
          <Stack direction="row" spacing={0.75} sx={{ mt: 0.5, alignItems: 'center', color: 'text.secondary' }}>
            <LockRounded aria-hidden sx={{ fontSize: 16 }} />
            <Typography variant="body2">One-time payment in US dollars with PayPal. Tickets are added as soon as it completes.</Typography>
          </Stack>
        </Box>
        <Box sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
          {body}
          {waiting && <Skeleton variant="rounded" height={48} sx={{ borderRadius: '24px' }} aria-label="Loading PayPal" />}
          <Box ref={container} data-testid="paypal-buttons" sx={{ display: online && paypal && pack && configured ? 'block' : 'none' }} />
        </Box>
      </Stack>
    </Box>
  );
}
