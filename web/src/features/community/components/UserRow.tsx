import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UserAvatar } from '../../../components/UserAvatar';
import type { SocialUser } from '../api';
import { userPath } from '../socialHelpers';

interface UserRowProps {
  user: SocialUser;
  /** A line under the username (a suggestion's counts). */
  details?: string;
  action?: ReactNode;
}

/** A user in a list (search results, followers, following): picture, name linking to their page, @username, bio. */
export function UserRow({ user, details, action }: UserRowProps) {
  const display = user.name?.trim() || user.username;
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 }, minWidth: 0 }}
      data-testid="user-row"
    >
      <UserAvatar name={display} src={user.profilePicture} size={44} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={userPath(user.username)}
          color="text.primary"
          underline="hover"
          sx={{ fontWeight: 700, display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {display}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap>
          @{user.username}
        </Typography>
        {details && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {details}
          </Typography>
        )}
        {user.bio && (
          <Typography variant="body2" noWrap title={user.bio} sx={{ mt: 0.25 }}>
            {user.bio}
          </Typography>
        )}
      </Box>
      {action}
    </Stack>
  );
}

/** Rows in the shape of users while a list loads. */
export function UserRowSkeletons({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <Box role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Stack key={i} direction="row" spacing={1.5} aria-hidden sx={{ alignItems: 'center', py: 1.5 }}>
          <Skeleton variant="circular" width={44} height={44} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" width="25%" />
          </Box>
        </Stack>
      ))}
    </Box>
  );
}
