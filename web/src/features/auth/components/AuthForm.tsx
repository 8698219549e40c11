import { PasswordField } from '../../../components/PasswordField';
import { TextInput } from '../../../components/TextInput';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { isApiError, type DietaryRestriction } from '../../../api/client';
import { useToast } from '../../../components/toast';
import { useLogin, useRegister } from '../hooks/useAuthActions';
import { useUsernameAvailability } from '../hooks/useUsernameAvailability';
import {
  EMPTY_AUTH_VALUES,
  MESSAGES,
  liveUsernameProblem,
  defaultName,
  validateAuthForm,
  type AuthFormErrors,
  type AuthFormValues,
  type AuthMode,
} from '../validation';
import { GoogleMark } from './GoogleMark';
import { useDocumentTitle } from '../../../components/useDocumentTitle';

// Sign-up only (the tooltips bring MUI's Popper, the choices its checkboxes): not part of the
// sign-in screen's first load.
const DietaryChoices = lazy(() => import('./DietaryChoices'));
const UsernameStatusIndicator = lazy(() => import('./UsernameStatusIndicator').then((m) => ({ default: m.UsernameStatusIndicator })));

const GOOGLE_SIGN_IN_URL = '/api/auth/google';

/**
 * Name and username share a row on wide screens, where their hints may wrap. Two lines are kept for
 * them, so a hint that changes as the username is checked never moves the fields below it.
 */
const ROW_HELPER_SX = { minHeight: { sm: `${2 * 1.66}em` } } as const;

const COPY = {
  signin: {
    title: 'Welcome Back!',
    subtitle: 'Sign in to pick up where you left off in your kitchen.',
    submit: 'Sign In',
    toggle: "Don't have an account? Sign Up",
  },
  signup: {
    title: 'Create an Account',
    subtitle: 'Join Savor to keep your recipes, plan meals and cook with Savorus.',
    submit: 'Sign Up',
    toggle: 'Already have an account? Sign In',
  },
} as const;

function mentionsGoogleSignIn(message: string): boolean {
  return /google sign-?in/i.test(message);
}

interface AuthFormProps {
  initialMode?: AuthMode;
  /** Where to go once signed in (a path on this site). */
  returnTo?: string;
  /** The Google button shows only when the server has Google sign-in set up. */
  googleConfigured?: boolean;
}

export function AuthForm({ initialMode = 'signin', returnTo = '/', googleConfigured = false }: AuthFormProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [values, setValues] = useState<AuthFormValues>(EMPTY_AUTH_VALUES);
  const [errors, setErrors] = useState<AuthFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const { login, isPending: loggingIn } = useLogin();
  const { register, isPending: registering } = useRegister();
  const { toast } = useToast();
  const navigate = useNavigate();
  const isSignUp = mode === 'signup';
  const usernameStatus = useUsernameAvailability(values.username, isSignUp);
  const pending = loggingIn || registering;
  const copy = COPY[mode];
  useDocumentTitle(isSignUp ? 'Sign up' : 'Sign in');

  const update = <K extends keyof AuthFormValues>(key: K, value: AuthFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // After a first submit, errors follow the user's corrections live.
    if (submitted) setErrors(validateAuthForm(mode, next));
  };

  const toggleDiet = (id: DietaryRestriction, checked: boolean) => {
    update('dietaryRestrictions', checked ? [...values.dietaryRestrictions, id] : values.dietaryRestrictions.filter((d) => d !== id));
  };

  const switchMode = () => {
    setMode(isSignUp ? 'signin' : 'signup');
    setErrors({});
    setSubmitted(false);
    setValues((v) => ({ ...v, password: '', confirmPassword: '' }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const found = validateAuthForm(mode, values, usernameStatus === 'taken');
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    const email = values.email.trim();
    if (!isSignUp) {
      try {
        await login({ email, password: values.password });
        toast({ title: 'Welcome back!', description: "You've been signed in successfully.", variant: 'success' });
        navigate(returnTo, { replace: true });
      } catch (error) {
        const message = error instanceof Error ? error.message : '';
        if (mentionsGoogleSignIn(message)) {
          toast({
            title: 'Google account detected',
            description: 'Please use the Google Sign-In button below to log in with your Google account.',
            variant: 'destructive',
          });
        } else {
          toast({
            title: 'Authentication failed',
            description: message || 'An error occurred during sign in. Please try again.',
            variant: 'destructive',
          });
        }
      }
      return;
    }

    try {
      await register({
        email,
        password: values.password,
        confirmPassword: values.confirmPassword,
        name: defaultName(values.name, email),
        username: values.username.trim(),
        dietaryRestrictions: values.dietaryRestrictions,
      });
      toast({ title: 'Account created!', description: "You've been signed in automatically.", variant: 'success' });
      navigate(returnTo, { replace: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (isApiError(error)) {
        const fieldErrors: AuthFormErrors = {};
        const body = error.json<{ errors?: Array<{ field: string; message: string }> }>();
        for (const item of body?.errors ?? []) {
          if (item.field in EMPTY_AUTH_VALUES) fieldErrors[item.field as keyof AuthFormValues] = item.message;
        }
        if (message === MESSAGES.usernameTaken) fieldErrors.username = message;
        if (Object.keys(fieldErrors).length > 0) setErrors((e) => ({ ...e, ...fieldErrors }));
      }
      toast({
        title: 'Registration failed',
        description: message || 'An error occurred during registration. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const usernameProblem = errors.username ?? (isSignUp ? liveUsernameProblem(values.username) : undefined);
  const usernameHelper =
    usernameProblem ??
    (usernameStatus === 'taken'
      ? MESSAGES.usernameTaken
      : usernameStatus === 'available'
        ? 'Nice, this username is available'
        : 'Letters, numbers and underscores');

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
      aria-labelledby="auth-title"
      sx={{ width: '100%' }}
    >
      <Typography id="auth-title" variant="h2" component="h1" sx={{ mb: 1 }}>
        {copy.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {copy.subtitle}
      </Typography>

      {googleConfigured && (
        <>
          <Button
            component="a"
            href={returnTo === '/' ? GOOGLE_SIGN_IN_URL : `${GOOGLE_SIGN_IN_URL}?returnTo=${encodeURIComponent(returnTo)}`}
            variant="outlined"
            color="inherit"
            size="large"
            fullWidth
            startIcon={<GoogleMark />}
            sx={{ borderColor: 'divider', bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.default' } }}
          >
            Continue with Google
          </Button>

          {/* A divider with a label, in CSS: MUI's Divider and Link are not worth their bytes on this screen. */}
          <Box
            role="separator"
            sx={{
              my: 3,
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              color: 'text.secondary',
              typography: 'body2',
              '&::before, &::after': { content: '""', flex: 1, borderTop: 1, borderColor: 'divider' },
            }}
          >
            or with your email
          </Box>
        </>
      )}

      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.25 }}>
        <TextInput
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
          required
          autoFocus
        />

        {isSignUp && (
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2.25 }}>
            <TextInput
              label="Name"
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(e) => update('name', e.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name ?? 'Optional'}
              slotProps={{ formHelperText: { sx: ROW_HELPER_SX } }}
            />
            <TextInput
              label="Username"
              name="username"
              autoComplete="username"
              value={values.username}
              onChange={(e) => update('username', e.target.value)}
              error={Boolean(usernameProblem) || usernameStatus === 'taken'}
              helperText={usernameHelper}
              required
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end" sx={{ minWidth: 24, justifyContent: 'center' }}>
                      <Suspense fallback={null}>
                        <UsernameStatusIndicator status={usernameStatus} />
                      </Suspense>
                    </InputAdornment>
                  ),
                },
                formHelperText: { sx: { ...ROW_HELPER_SX, ...(usernameStatus === 'available' && !usernameProblem && { color: 'success.main' }) } },
              }}
            />
          </Box>
        )}

        <PasswordField
          label="Password"
          name="password"
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          value={values.password}
          onChange={(e) => update('password', e.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password ?? (isSignUp ? 'At least 6 characters' : undefined)}
          required
        />

        {isSignUp && (
          <PasswordField
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(e) => update('confirmPassword', e.target.value)}
            error={Boolean(errors.confirmPassword)}
            helperText={errors.confirmPassword}
            required
          />
        )}

        {isSignUp && (
          <Suspense fallback={<Box sx={{ minHeight: 120 }} />}>
            <DietaryChoices selected={values.dietaryRestrictions} onToggle={toggleDiet} />
          </Suspense>
        )}

        {!isSignUp && (
          <Box sx={{ textAlign: 'right', mt: -1.25 }}>
            <Typography
              component={RouterLink}
              to="/reset-password"
              state={{ email: values.email.trim() }}
              variant="body2"
              sx={{ color: 'primary.main', fontWeight: 600, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
            >
              Forgot your password
            </Typography>
          </Box>
        )}

        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" aria-label="Working" /> : undefined}
        >
          {copy.submit}
        </Button>
      </Box>

      <Box sx={{ textAlign: 'center', mt: 2.5 }}>
        <Button variant="text" onClick={switchMode} sx={{ fontWeight: 600 }}>
          {copy.toggle}
        </Button>
      </Box>
    </Box>
  );
}
