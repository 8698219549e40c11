import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UserAvatar } from '../../../components/UserAvatar';

export interface ProfileCounts {
  recipeCount: number;
  followerCount: number;
  followingCount: number;
}

interface ProfileHeaderProps {
  user: { username: string; name: string | null; bio: string | null; profilePicture: string | null };
  /** The counts; skeletons while undefined, dashes when they could not load. */
  counts: ProfileCounts | undefined;
  countsFailed?: boolean;
  /** h1 on /user/{username}, h2 inside the community's tabs. */
  headingLevel: 'h1' | 'h2';
  /** Buttons under the counts (Follow, or Edit Profile / Admin Panel / Logout). */
  actions?: ReactNode;
  /** Beside the heading (the notifications bell on one's own profile). */
  corner?: ReactNode;
}

function Count({ value, label, failed, testId }: { value: number | undefined; label: string; failed: boolean; testId: string }) {
  return (
    <Box sx={{ minWidth: 72 }} data-testid={testId}>
      <Typography variant="h6" component="p" sx={{ lineHeight: 1.2 }}>
        {value !== undefined ? value : failed ? '–' : <Skeleton variant="text" width={28} aria-hidden />}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

const plural = (n: number | undefined, one: string, many: string) => (n === 1 ? one : many);

/**
 * A cook's profile header (spec document 2, User profile and Community's My Profile): picture, name,
 * @username (the heading), bio, counts of public recipes, followers and following, and actions.
 */
export function ProfileHeader({ user, counts, countsFailed = false, headingLevel, actions, corner }: ProfileHeaderProps) {
  const display = user.name?.trim() || user.username;
  return (
    <Card component="section" aria-label="Profile" sx={{ overflow: 'hidden', mb: 3 }}>
      <Box aria-hidden sx={{ height: { xs: 64, sm: 88 }, background: 'linear-gradient(120deg, #3E7C59 0%, #5E9A6F 45%, #E9A23B 100%)' }} />
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: { xs: 2.5, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end', justifyContent: 'space-between' }}>
          <UserAvatar
            name={display}
            src={user.profilePicture}
            size={88}
            sx={{ mt: '-44px', border: '4px solid #fff', bgcolor: 'primary.main', boxShadow: '0 4px 14px rgba(42,31,26,0.15)' }}
          />
          {corner}
        </Stack>
        <Box sx={{ mt: 1.5, minWidth: 0 }}>
          <Typography variant="h4" component={headingLevel} sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: '2rem' } }}>
            @{user.username}
          </Typography>
          {user.name?.trim() && (
            <Typography variant="subtitle1" color="text.secondary" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="profile-name">
              {user.name}
            </Typography>
          )}
          <Typography
            variant="body1"
            sx={{ mt: 1, color: user.bio ? 'text.primary' : 'text.secondary', fontStyle: user.bio ? 'normal' : 'italic', overflowWrap: 'anywhere' }}
            data-testid="profile-bio"
          >
            {user.bio || 'No bio yet.'}
          </Typography>
        </Box>
        <Stack direction="row" spacing={{ xs: 2, sm: 4 }} sx={{ mt: 2 }}>
          <Count value={counts?.recipeCount} label={plural(counts?.recipeCount, 'Recipe', 'Recipes')} failed={countsFailed} testId="count-recipes" />
          <Count
            value={counts?.followerCount}
            label={plural(counts?.followerCount, 'Follower', 'Followers')}
            failed={countsFailed}
            testId="count-followers"
          />
          <Count value={counts?.followingCount} label="Following" failed={countsFailed} testId="count-following" />
        </Stack>
        {actions && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2.5 }}>
            {actions}
          </Stack>
        )}
      </Box>
    </Card>
  );
}
