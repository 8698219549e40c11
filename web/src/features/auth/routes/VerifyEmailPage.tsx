import { useEffect, useRef, useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import { useSWRConfig } from 'swr';
import { StatusPage } from '../../../components/StatusPage';
import { VERIFY_TEXTS, verificationErrorMessage, verifyEmail } from '../emailVerification';
import { CURRENT_USER_KEY, useCurrentUser } from '../hooks/useCurrentUser';
import { useEmailedLink } from './useEmailedLink';

type Outcome = { state: 'verifying' } | { state: 'verified'; message: string } | { state: 'failed'; message: string };

/** `/verify-email?token=…`: the link from the verification email; confirms the address once. */
export default function VerifyEmailPage() {
  const { token } = useEmailedLink();
  const { user } = useCurrentUser();
  const { mutate } = useSWRConfig();
  const [outcome, setOutcome] = useState<Outcome>(() => (token ? { state: 'verifying' } : { state: 'failed', message: VERIFY_TEXTS.noToken }));
  // A token is good once: the request must not repeat when React runs the effect twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail(token).then(
      (message) => {
        setOutcome({ state: 'verified', message });
        void mutate(CURRENT_USER_KEY);
      },
      (error: unknown) => setOutcome({ state: 'failed', message: verificationErrorMessage(error, VERIFY_TEXTS.unexpected) }),
    );
  }, [token, mutate]);

  const onward = user ? { label: 'Go to my profile', to: '/profile' } : { label: 'Sign in', to: '/auth' };
  if (outcome.state === 'verifying') {
    return (
      <StatusPage
        title="Verifying your email"
        description="One moment while we confirm your address…"
        icon={<CircularProgress size={30} aria-label="Verifying" />}
      />
    );
  }
  // A link opened again (it is good once) by a cook whose address it already verified.
  const alreadyVerified = outcome.state === 'failed' && !!token && !!user?.emailVerified;
  if (outcome.state === 'verified' || alreadyVerified) {
    return (
      <StatusPage
        title="Email verified"
        description={outcome.state === 'verified' ? outcome.message : VERIFY_TEXTS.alreadyVerified}
        icon={<MarkEmailReadRounded />}
        actions={[{ label: user ? 'Go to Home' : 'Sign in', to: user ? '/' : '/auth', variant: 'contained' }]}
      />
    );
  }
  return (
    <StatusPage
      title="We could not verify your email"
      description={outcome.message}
      icon={<ErrorOutlineRounded />}
      actions={[{ ...onward, variant: 'contained' }]}
    />
  );
}
