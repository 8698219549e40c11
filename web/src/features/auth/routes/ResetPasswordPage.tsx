import { PasswordField } from '../../../components/PasswordField';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import {
  RESET_TEXTS,
  requestPasswordReset,
  resetErrorMessage,
  resetPassword,
  validateResetEmail,
  validateResetForm,
  type ResetFormErrors,
  type ResetFormValues,
} from '../resetPassword';
import { useEmailedLink } from './useEmailedLink';

type Step = 'request' | 'requested' | 'reset' | 'done';

function ReturnToLogin() {
  return (
    <Box sx={{ textAlign: 'center', mt: 3 }}>
      <Link component={RouterLink} to="/auth" underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
        <ArrowBackRounded fontSize="small" aria-hidden />
        Return to Login
      </Link>
    </Box>
  );
}

interface PanelProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** The success panel has its own way back (Go to Login). */
  returnLink?: boolean;
}

function Panel({ icon, title, description, children, returnLink = true }: PanelProps) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 1, sm: 5 } }}>
      <Card sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 5 }, position: 'relative', overflow: 'hidden' }}>
        <Box
          aria-hidden
          sx={{ position: 'absolute', inset: 0, height: 120, background: 'linear-gradient(180deg, rgba(233,162,59,0.14), rgba(233,162,59,0))' }}
        />
        <Box sx={{ position: 'relative' }}>
          <Box
            aria-hidden
            sx={{
              mx: 'auto',
              mb: 2,
              width: 68,
              height: 68,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: 'rgba(200,81,44,0.1)',
              '& svg': { fontSize: 34 },
            }}
          >
            {icon}
          </Box>
          <Typography variant="h3" component="h1" sx={{ textAlign: 'center', mb: 1 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
            {description}
          </Typography>
          {children}
          {returnLink && <ReturnToLogin />}
        </Box>
      </Card>
    </Box>
  );
}

function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={pending}
      startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ mt: 1 }}
    >
      {children}
    </Button>
  );
}

function RequestStep({ initialEmail, onSent }: { initialEmail: string; onSent: (message: string, email: string) => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = validateResetEmail(email);
    setError(invalid);
    if (invalid) return;
    setPending(true);
    setFailure(null);
    try {
      onSent(await requestPasswordReset(email), email.trim());
    } catch (err) {
      setFailure(resetErrorMessage(err, RESET_TEXTS.requestFailed));
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)} aria-label="Request a password reset link">
      <TextField
        label="Email"
        name="email"
        type="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          if (submitted) setError(validateResetEmail(e.target.value));
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        autoComplete="email"
        autoFocus
        required
        fullWidth
      />
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <SubmitButton pending={pending}>Send reset link</SubmitButton>
    </Box>
  );
}

interface ResetStepProps {
  token: string;
  /** The address the link was mailed to, filled in. */
  email: string;
  onDone: () => void;
  onRequestNew: () => void;
}

function ResetStep({ token, email, onDone, onRequestNew }: ResetStepProps) {
  const [values, setValues] = useState<ResetFormValues>({ email, newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<ResetFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const set = (key: keyof ResetFormValues, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(validateResetForm(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateResetForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFailure(null);
    try {
      await resetPassword(values.email, token, values.newPassword);
      onDone();
    } catch (err) {
      setFailure(resetErrorMessage(err, RESET_TEXTS.failed));
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)} aria-label="Set a new password">
      <TextField
        label="Email"
        name="email"
        type="email"
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email ?? ' '}
        autoComplete="email"
        autoFocus={!email}
        required
        fullWidth
      />
      {(['newPassword', 'confirmPassword'] as const).map((name) => (
        <PasswordField
          key={name}
          label={name === 'newPassword' ? 'New Password' : 'Confirm Password'}
          name={name}
          value={values[name]}
          onChange={(e) => set(name, e.target.value)}
          error={Boolean(errors[name])}
          helperText={errors[name] ?? ' '}
          autoComplete="new-password"
          autoFocus={!!email && name === 'newPassword'}
          required
          fullWidth
        />
      ))}
      {failure && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onRequestNew}>
              New link
            </Button>
          }
        >
          {failure}
        </Alert>
      )}
      <SubmitButton pending={pending}>Reset Password</SubmitButton>
    </Box>
  );
}

/** /reset-password (spec document 2): request a link by email, or set a new password with the link's token. */
export default function ResetPasswordPage() {
  const { token, email: mailedTo } = useEmailedLink();
  const navigate = useNavigate();
  // The sign-in screen's 'Forgot your password' passes what the cook already typed.
  const typedEmail = (useLocation().state as { email?: unknown } | null)?.email;
  const [step, setStep] = useState<Step>(token ? 'reset' : 'request');
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  useDocumentTitle('Reset password');

  if (step === 'requested' && sent) {
    return (
      <Panel icon={<MarkEmailReadRounded />} title="Reset Password" description="Check your inbox">
        <Alert severity="success" icon={<MarkEmailReadRounded />} role="status" data-testid="reset-request-success">
          {sent.message}
        </Alert>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
          Sent to {sent.email}. No mail? Check your spam folder or{' '}
          <Link component="button" type="button" onClick={() => setStep('request')} sx={{ verticalAlign: 'baseline' }}>
            try again
          </Link>
          .
        </Typography>
      </Panel>
    );
  }

  if (step === 'done') {
    return (
      <Panel icon={<CheckCircleRounded />} title="Reset Password" description="All set!" returnLink={false}>
        <Alert severity="success" role="status" data-testid="reset-success">
          {RESET_TEXTS.success}
        </Alert>
        <Button variant="contained" size="large" fullWidth sx={{ mt: 3 }} onClick={() => void navigate('/auth')}>
          Go to Login
        </Button>
      </Panel>
    );
  }

  if (step === 'reset' && token) {
    return (
      <Panel icon={<LockResetRounded />} title="Reset Password" description="Enter your email and choose a new password.">
        <ResetStep token={token} email={mailedTo ?? ''} onDone={() => setStep('done')} onRequestNew={() => setStep('request')} />
      </Panel>
    );
  }

  return (
    <Panel
      icon={<LockResetRounded />}
      title="Reset Password"
      description="Enter the email of your account and we will send you a link to reset your password."
    >
      <RequestStep
        initialEmail={sent?.email ?? (typeof typedEmail === 'string' ? typedEmail : '')}
        onSent={(message, email) => {
          setSent({ message, email });
          setStep('requested');
        }}
      />
    </Panel>
  );
}
