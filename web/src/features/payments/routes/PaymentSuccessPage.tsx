import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import { ComingSoonPage } from '../../../components/ComingSoonPage';

export default function PaymentSuccessPage() {
  return (
    <ComingSoonPage
      title="Payments"
      icon={<PaymentsRounded />}
      description="Buying tickets is on its way. No payment has been taken, and nothing has been charged."
      actions={[
        { label: 'Return to Home', to: '/' },
        { label: 'View Tickets', to: '/tickets' },
      ]}
    />
  );
}
