import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { StatusPage } from '../../../components/StatusPage';
import { CURRENT_USER_KEY } from '../../auth';

/** Where PayPal sends the buyer back after paying: the user's data (and tickets) are fetched afresh. */
export default function PaymentSuccessPage() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    void mutate(CURRENT_USER_KEY);
    void mutate('/api/tickets');
  }, [mutate]);
  return (
    <StatusPage
      title="Payment Successful!"
      icon={<CheckCircleRounded />}
      description="Thank you for your purchase. Your tickets have been added to your account."
      actions={[
        { label: 'View My Profile', to: '/profile', variant: 'contained' },
        { label: 'Return to Home', to: '/', variant: 'outlined' },
      ]}
    />
  );
}
