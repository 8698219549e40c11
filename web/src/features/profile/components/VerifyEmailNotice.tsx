import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useToast } from '../../../components/toast';
import { resendVerificationEmail, verificationErrorMessage } from '../../auth/emailVerification';

/** A quiet reminder while the account's email is unverified, with a way to get a fresh link. */
export function VerifyEmailNotice({ email }: { email: string }) {
  const { toast } = useToast();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      toast({ title: 'Verification email sent', description: await resendVerificationEmail(), variant: 'success' });
    } catch (error) {
      toast({
        title: 'Could not send the email',
        description: verificationErrorMessage(error, 'Failed to send the verification email. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Alert
      severity="info"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Button
          color="info"
          variant="outlined"
          size="small"
          onClick={() => void resend()}
          disabled={sending}
          sx={{ whiteSpace: 'nowrap', bgcolor: 'background.paper' }}
        >
          {sending ? 'Sending…' : 'Resend link'}
        </Button>
      }
    >
      <AlertTitle sx={{ mb: 0 }}>Verify your email</AlertTitle>
      We sent a link to {email}. Open it to confirm that this address is yours.
    </Alert>
  );
}
