import LockResetRounded from '@mui/icons-material/LockResetRounded';
import { ComingSoonPage } from '../../../components/ComingSoonPage';

export default function ResetPasswordPage() {
  return (
    <ComingSoonPage
      title="Reset Password"
      icon={<LockResetRounded />}
      description="Password reset by email is on its way. Until then, if you signed up with Google, use Continue with Google on the sign-in page."
      actions={[{ label: 'Return to Login', to: '/auth' }]}
    />
  );
}
