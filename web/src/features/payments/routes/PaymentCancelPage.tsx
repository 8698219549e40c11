import MoneyOffRounded from '@mui/icons-material/MoneyOffRounded';
import { ComingSoonPage } from '../../../components/ComingSoonPage';

export default function PaymentCancelPage() {
  return (
    <ComingSoonPage
      title="Payment Cancelled"
      icon={<MoneyOffRounded />}
      description="No payment was taken. Buying tickets is on its way; you will be able to try again from the Tickets page."
      actions={[
        { label: 'Return to Home', to: '/' },
        { label: 'Try Again', to: '/tickets' },
      ]}
    />
  );
}
