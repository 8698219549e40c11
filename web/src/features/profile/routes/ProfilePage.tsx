import { PasswordField } from '../../../components/PasswordField';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useBlocker } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockRounded from '@mui/icons-material/LockRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import { isApiError, type User } from '../../../api/client';
import { ImageCropDialog } from '../../../components/ImageCropDialog';
import { readImageFile } from '../../../components/imageFiles';
import { useToast } from '../../../components/toast';
import { useCurrentUser } from '../../auth';
import { useTicketBalance } from '../../tickets';
import { ExportDataCard } from '../../portability';
import { DiscardChangesDialog } from '../components/DiscardChangesDialog';
import { ProfileSummaryCard } from '../components/ProfileSummaryCard';
import { VerifyEmailNotice } from '../components/VerifyEmailNotice';
import { ApiTokensCard } from '../components/ApiTokensCard';
import { useUpdateProfile } from '../hooks/useUpdateProfile';
import {
  BIO_MAX,
  buildProfilePatch,
  dietaryOptionsFor,
  fieldForServerMessage,
  validateProfileForm,
  valuesFromUser,
  type ProfileFormErrors,
  type ProfileFormValues,
} from '../validation';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { lengthHint } from '../../../components/lengthHint';
import { IconTile } from '../../../components/IconTile';

/** Profile picture: source downscaled to 1000 px at 0.85, the 1:1 crop saved as JPEG at 0.7 (spec document 1 §9). */
const SOURCE_MAX_SIDE = 1000;
const SOURCE_QUALITY = 0.85;
const CROP_OUTPUT = { maxSide: 1000, quality: 0.7 } as const;

const GENERIC_UPDATE_ERROR = 'Failed to update profile. Please try again.';

function Section({ icon, title, subtitle, children }: { icon: ReactNode; title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ '& + &': { mt: 4, pt: 4, borderTop: 1, borderColor: 'divider' } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: subtitle ? 0.5 : 2.5 }}>
        <IconTile size={36}>{icon}</IconTile>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
      </Stack>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5, ml: { sm: 6.5 } }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Box>
  );
}

function ProfileSkeleton() {
  return (
    <Box role="status" aria-label="Loading" aria-busy>
      <Skeleton variant="text" width={220} sx={{ fontSize: '2.2rem' }} />
      <Skeleton variant="text" width={320} sx={{ mb: 3 }} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '300px 1fr', lg: '360px 1fr' } }}>
        <Skeleton variant="rounded" height={440} sx={{ borderRadius: 5 }} />
        <Skeleton variant="rounded" height={640} sx={{ borderRadius: 5 }} />
      </Box>
    </Box>
  );
}

function ProfileEditor({ user }: { user: User }) {
  const { toast } = useToast();
  const { update, isSaving } = useUpdateProfile();
  const { balance } = useTicketBalance();
  const [values, setValues] = useState<ProfileFormValues>(() => valuesFromUser(user));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [cropSource, setCropSource] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // After the server refuses a change, the preview shows what is saved until the cook edits again.
  const [previewSaved, setPreviewSaved] = useState(false);

  const savedPicture = user.profilePicture ?? '';
  const pictureChanged = values.profilePicture !== savedPicture;
  // Choices the user already has stay switchable, even those the profile's nine do not offer.
  const dietaryOptions = useMemo(() => dietaryOptionsFor(user.dietaryRestrictions ?? []), [user.dietaryRestrictions]);

  // Leaving with a picture that is not saved asks first; so does closing or reloading the tab.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => pictureChanged && !isSaving && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!pictureChanged) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [pictureChanged]);

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // After a first submit, messages follow the typing.
    if (submitted) setErrors(validateProfileForm(next, user.hasPassword));
    setServerError(null);
    setPreviewSaved(false);
  };

  const toggleDiet = (id: string, on: boolean) => {
    const current = values.dietaryRestrictions;
    set('dietaryRestrictions', on ? (current.includes(id) ? current : [...current, id]) : current.filter((d) => d !== id));
  };

  const onPickFile = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      toast({ title: 'Invalid file type', description: 'Please choose an image file (JPEG, PNG or WebP).', variant: 'destructive' });
      return;
    }
    try {
      setCropSource(await readImageFile(file, SOURCE_MAX_SIDE, SOURCE_QUALITY));
    } catch {
      toast({ title: 'Error reading file', description: 'There was an error reading your file. Please try again.', variant: 'destructive' });
    }
  };

  const onRemovePicture = () => {
    set('profilePicture', '');
    toast({ title: 'Image Removed', description: 'Your profile picture will be removed when you save your changes.' });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateProfileForm(values, user.hasPassword);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setServerError(null);
    try {
      const saved = await update(buildProfilePatch(values, user.hasPassword));
      setValues(valuesFromUser(saved));
      setErrors({});
      setSubmitted(false);
      toast({ title: 'Profile Updated', description: 'Your profile has been saved.', variant: 'success' });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : '';
      if (/too large/i.test(message)) {
        toast({
          title: 'Image Too Large',
          description: 'Your profile picture is too large. Please use a smaller image or reduce its size.',
          variant: 'destructive',
        });
        return;
      }
      setPreviewSaved(true);
      const description = isApiError(error) && message ? message : GENERIC_UPDATE_ERROR;
      const field = isApiError(error) ? fieldForServerMessage(description) : undefined;
      if (field) setErrors((prev) => ({ ...prev, [field]: description }));
      else setServerError(description);
      toast({ title: 'Update Failed', description, variant: 'destructive' });
    }
  };

  const preview = previewSaved ? valuesFromUser(user) : values;

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, justifyContent: 'space-between', mb: { xs: 3, md: 4 } }}
      >
        <Box>
          <Typography variant="h3" component="h1">
            My Profile
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Your photo, details, password and dietary preferences in one place.
          </Typography>
        </Box>
        <Button component={RouterLink} to="/community?tab=profile" variant="outlined" startIcon={<PersonRounded />} sx={{ flexShrink: 0 }}>
          View Profile
        </Button>
      </Stack>

      {!user.emailVerified && <VerifyEmailNotice email={user.email} />}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)', lg: '360px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ position: { md: 'sticky' }, top: { md: 92 } }}>
          <ProfileSummaryCard
            name={preview.name}
            username={preview.username}
            email={preview.email}
            picture={values.profilePicture}
            pictureChanged={pictureChanged}
            dietaryRestrictions={preview.dietaryRestrictions}
            memberSince={user.createdAt}
            ticketBalance={balance}
            onPickFile={(file) => void onPickFile(file)}
            onRemovePicture={onRemovePicture}
          />
        </Box>

        <Card component="form" noValidate onSubmit={(e: FormEvent) => void onSubmit(e)} aria-label="Edit profile" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Section icon={<BadgeRounded fontSize="small" />} title="Personal information">
            <Box sx={{ display: 'grid', gap: 1, columnGap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                label="Name"
                name="name"
                value={values.name}
                onChange={(e) => set('name', e.target.value)}
                error={Boolean(errors.name)}
                helperText={errors.name ?? ' '}
                autoComplete="name"
                required
                fullWidth
              />
              <TextField
                label="Username"
                name="username"
                value={values.username}
                onChange={(e) => set('username', e.target.value)}
                error={Boolean(errors.username)}
                helperText={errors.username ?? ' '}
                autoComplete="username"
                required
                fullWidth
                slotProps={{ input: { startAdornment: <InputAdornment position="start">@</InputAdornment> } }}
              />
              <TextField
                label="Email"
                name="email"
                type="email"
                value={values.email}
                onChange={(e) => set('email', e.target.value)}
                error={Boolean(errors.email)}
                helperText={errors.email ?? ' '}
                autoComplete="email"
                required
                fullWidth
                sx={{ gridColumn: { sm: '1 / -1' } }}
              />
              <TextField
                label="Bio"
                name="bio"
                value={values.bio}
                onChange={(e) => set('bio', e.target.value)}
                error={Boolean(errors.bio)}
                helperText={lengthHint(errors.bio ?? 'Tell other cooks what you love to make.', values.bio.length, BIO_MAX)}
                placeholder="Weeknight pasta enthusiast, weekend baker…"
                multiline
                minRows={3}
                maxRows={8}
                fullWidth
                slotProps={{ htmlInput: { maxLength: BIO_MAX } }}
                sx={{ gridColumn: { sm: '1 / -1' } }}
              />
            </Box>
          </Section>

          <Section
            icon={<RestaurantMenuRounded fontSize="small" />}
            title="Dietary preferences"
            subtitle="We use these to tailor recipes and suggestions to you."
          >
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
              {dietaryOptions.map((option) => {
                const checked = values.dietaryRestrictions.includes(option.id);
                return (
                  <FormControlLabel
                    key={option.id}
                    control={<Switch checked={checked} onChange={(e) => toggleDiet(option.id, e.target.checked)} color="secondary" />}
                    label={option.label}
                    sx={{
                      m: 0,
                      pl: 0.5,
                      pr: 1.5,
                      py: 0.25,
                      borderRadius: 3,
                      border: 1,
                      borderColor: checked ? 'secondary.light' : 'divider',
                      bgcolor: checked ? 'rgba(62,124,89,0.07)' : 'transparent',
                      transition: 'background-color 120ms, border-color 120ms',
                      '& .MuiFormControlLabel-label': { fontWeight: checked ? 600 : 400 },
                    }}
                  />
                );
              })}
            </Box>
          </Section>

          <Section
            icon={<LockRounded fontSize="small" />}
            title="Change password"
            subtitle={
              user.hasPassword
                ? 'Leave these empty to keep your current password. Changing it signs you out on your other devices.'
                : 'You sign in with Google and have no password yet. You can set a first password here to also sign in with your email.'
            }
          >
            <Box sx={{ display: 'grid', gap: 1, columnGap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {user.hasPassword && (
                <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
                  <PasswordField
                    label="Current Password"
                    name="currentPassword"
                    value={values.currentPassword}
                    error={Boolean(errors.currentPassword)}
                    helperText={errors.currentPassword ?? ' '}
                    autoComplete="current-password"
                    onChange={(e) => set('currentPassword', e.target.value)}
                    fullWidth
                  />
                </Box>
              )}
              <PasswordField
                label="New Password"
                name="newPassword"
                value={values.newPassword}
                error={Boolean(errors.newPassword)}
                helperText={errors.newPassword ?? ' '}
                autoComplete="new-password"
                onChange={(e) => set('newPassword', e.target.value)}
                fullWidth
              />
              <PasswordField
                label="Confirm New Password"
                name="confirmPassword"
                value={values.confirmPassword}
                error={Boolean(errors.confirmPassword)}
                helperText={errors.confirmPassword ?? ' '}
                autoComplete="new-password"
                onChange={(e) => set('confirmPassword', e.target.value)}
                fullWidth
              />
            </Box>
          </Section>

          {serverError && (
            <Alert severity="error" sx={{ mt: 3 }}>
              {serverError}
            </Alert>
          )}

          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1.5}
            sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider', justifyContent: 'flex-end', alignItems: { sm: 'center' } }}
          >
            {pictureChanged && (
              <Typography variant="body2" color="warning.dark" sx={{ flex: 1 }}>
                Your new photo is not saved yet.
              </Typography>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={isSaving}
              startIcon={isSaving ? <CircularProgress size={18} color="inherit" aria-label="Saving" /> : <SaveRounded />}
              sx={{ minWidth: 180 }}
            >
              Save Changes
            </Button>
          </Stack>
        </Card>
        <Box sx={{ gridColumn: { md: 2 } }}>
          <ApiTokensCard isAdmin={user.isAdmin} />
        </Box>
        <Box sx={{ gridColumn: { md: 2 } }}>
          <ExportDataCard />
        </Box>
      </Box>

      <ImageCropDialog
        open={cropSource !== null}
        imageSrc={cropSource}
        aspect={1}
        title="Crop Profile Picture"
        output={CROP_OUTPUT}
        onCancel={() => setCropSource(null)}
        onApply={(dataUrl) => {
          set('profilePicture', dataUrl);
          setCropSource(null);
        }}
      />
      <DiscardChangesDialog open={blocker.state === 'blocked'} onKeepEditing={() => blocker.reset?.()} onDiscard={() => blocker.proceed?.()} />
    </Box>
  );
}

export default function ProfilePage() {
  useDocumentTitle('Profile');
  const { user, isLoading } = useCurrentUser();
  if (isLoading || !user) return <ProfileSkeleton />;
  // Keyed by id: another account (after sign-out/in) starts from its own values.
  return <ProfileEditor key={user.id} user={user} />;
}
