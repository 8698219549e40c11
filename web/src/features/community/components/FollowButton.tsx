import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import PersonRemoveRounded from '@mui/icons-material/PersonRemoveRounded';

interface FollowButtonProps {
  isFollowing: boolean;
  pending: boolean;
  onFollow: () => void;
  onUnfollow: () => void;
  size?: ButtonProps['size'];
}

/** Follow, or Unfollow for a user I follow; its name is its text. */
export function FollowButton({ isFollowing, pending, onFollow, onUnfollow, size = 'small' }: FollowButtonProps) {
  const icon = pending ? <CircularProgress size={14} color="inherit" /> : isFollowing ? <PersonRemoveRounded /> : <PersonAddAlt1Rounded />;
  return (
    <Button
      variant={isFollowing ? 'outlined' : 'contained'}
      size={size}
      onClick={isFollowing ? onUnfollow : onFollow}
      disabled={pending}
      startIcon={icon}
      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
    >
      {isFollowing ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
