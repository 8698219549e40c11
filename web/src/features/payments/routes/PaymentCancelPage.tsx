import { useEffect, useRef } from 'react';
import MoneyOffRounded from '@mui/icons-material/MoneyOffRounded';
import { StatusPage } from '../../../components/StatusPage';
import { useToast } from '../../../components/toast';

const CANCELLED = 'Your payment was cancelled. No tickets were purchased.';

/** Where a cancelled PayPal payment leads: a 'Payment Cancelled' toast, and the way back to the packs. */
export default function PaymentCancelPage() {
  const { toast } = useToast();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast({ title: 'Payment Cancelled', description: CANCELLED });
  }, [toast]);
  return (
    <StatusPage
      title="Payment Cancelled"
      icon={<MoneyOffRounded />}
      description={CANCELLED}
      actions={[
        { label: 'Try Again', to: '/tickets', variant: 'contained' },
        { label: 'Return to Home', to: '/', variant: 'outlined' },
      ]}
    />
  );
}
