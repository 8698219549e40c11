import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HomeRounded from '@mui/icons-material/HomeRounded';
import PersonOffRounded from '@mui/icons-material/PersonOffRounded';
import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import { useCurrentUser } from '../../auth';
import { NOT_SAVED_OFFLINE, isNetworkError } from '../../../api/online';
import { useRetryWhenOnline } from '../../../components/useRetryWhenOnline';
import { ListLoadError, ListMessage } from '../../recipes';
import type { SocialProfile } from '../api';
import { useFollowActions, useSocialProfile, useUserRecipes, type ProfileRef } from '../hooks/useSocial';
import { FollowButton } from './FollowButton';
import { ProfileHeader } from './ProfileHeader';
import { SocialRecipeGrid } from './SocialRecipeGrid';

/** The profile header's shape while it loads. */
export function ProfileSkeleton() {
  return (
    <Card sx={{ overflow: 'hidden', mb: 3 }} role="status" aria-label="Loading profile">
      <Skeleton variant="rectangular" height={88} aria-hidden />
      <Box sx={{ px: 3, pb: 3 }} aria-hidden>
        <Skeleton variant="circular" width={88} height={88} sx={{ mt: '-44px' }} />
        <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
        <Skeleton variant="text" width="60%" />
        <Stack direction="row" spacing={4} sx={{ mt: 2 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" width={72} height={44} />
          ))}
        </Stack>
      </Box>
    </Card>
  );
}

/** An author's public recipes (GET /api/public-recipes?userId=), paged like the community listing. */
export function PublicRecipesSection({
  userId,
  title,
  empty,
  headingLevel = 'h2',
}: {
  userId: number;
  title: string;
  empty: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const pages = useUserRecipes(userId);
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h5" component={headingLevel} sx={{ mb: 2 }}>
        {title}
      </Typography>
      <SocialRecipeGrid pages={pages} loadingLabel="Loading public recipes" errorText="Error loading public recipes..." empty={empty} />
    </Box>
  );
}

/**
 * 'Error loading user profile. The user may not exist.' with Return Home; when the network failed, that the
 * profile is not saved on this device yet, with 'Try again' (and it is tried again when the connection returns).
 */
export function ProfileError({ headingLevel, error, onRetry }: { headingLevel: 'h1' | 'h2'; error: unknown; onRetry: () => void }) {
  if (isNetworkError(error)) return <ListLoadError headingLevel={headingLevel} title={NOT_SAVED_OFFLINE} onRetry={onRetry} />;
  return (
    <ListMessage
      headingLevel={headingLevel}
      icon={<PersonOffRounded />}
      title="Error loading user profile. The user may not exist."
      action={
        <Button component={RouterLink} to="/" variant="contained" startIcon={<HomeRounded />}>
          Return Home
        </Button>
      }
    />
  );
}

/**
 * Another cook's profile (spec document 2, User profile): picture, name, username, bio, counts, Follow or
 * Unfollow (not on one's own), and their public recipes.
 */
export function ProfileView({ profileRef, headingLevel }: { profileRef: ProfileRef; headingLevel: 'h1' | 'h2' }) {
  const { user: me } = useCurrentUser();
  const { profile, error, isLoading, retry } = useSocialProfile(profileRef);
  const actions = useFollowActions();

  useRetryWhenOnline(error !== undefined, retry);

  if (isLoading && !profile) return <ProfileSkeleton />;
  if (error || !profile) return <ProfileError headingLevel={headingLevel} error={error} onRetry={retry} />;
  return <LoadedProfile profile={profile} isMine={me?.id === profile.user.id} headingLevel={headingLevel} actions={actions} />;
}

function LoadedProfile({
  profile,
  isMine,
  headingLevel,
  actions,
}: {
  profile: SocialProfile;
  isMine: boolean;
  headingLevel: 'h1' | 'h2';
  actions: ReturnType<typeof useFollowActions>;
}) {
  const { user } = profile;
  return (
    <Box>
      <ProfileHeader
        user={user}
        counts={profile}
        headingLevel={headingLevel}
        actions={
          isMine ? undefined : (
            <FollowButton
              size="medium"
              isFollowing={profile.isFollowing}
              pending={actions.isPending(user.id)}
              onFollow={() => void actions.follow(user)}
              onUnfollow={() => void actions.unfollow(user)}
            />
          )
        }
      />
      <PublicRecipesSection
        userId={user.id}
        title="Public Recipes"
        headingLevel={headingLevel === 'h1' ? 'h2' : 'h3'}
        empty={
          <ListMessage icon={<RestaurantMenuRounded />} title="No public recipes yet." hint={`@${user.username} has not shared a recipe yet.`} />
        }
      />
    </Box>
  );
}
