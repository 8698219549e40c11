import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PersonRemoveRounded from '@mui/icons-material/PersonRemoveRounded';
import PersonSearchRounded from '@mui/icons-material/PersonSearchRounded';
import { ListLoadError, ListMessage } from '../../recipes';
import { useFollowActions, useFollowers, useFollowing, type UserPages } from '../hooks/useSocial';
import { UserRow, UserRowSkeletons } from './UserRow';
import { LoadMoreButton } from '../../../components/LoadMoreButton';

type Kind = 'followers' | 'following';

const TEXTS: Record<Kind, { loading: string; error: string; empty: string; hint: string; list: string }> = {
  followers: {
    loading: 'Loading followers',
    error: 'Error loading followers...',
    empty: 'No followers yet.',
    hint: 'Share a recipe with the community: cooks who like it can follow you.',
    list: 'Followers',
  },
  following: {
    loading: 'Loading following',
    error: 'Error loading following...',
    empty: "You're not following anyone yet.",
    hint: 'Search for cooks by username above and follow them to see their recipes in your feed.',
    list: 'Following',
  },
};

function UserListView({ kind, pages }: { kind: Kind; pages: UserPages }) {
  const texts = TEXTS[kind];
  const actions = useFollowActions();
  const { items: users, error, isLoading, hasMore, loadingMore, loadMore, refresh } = pages;

  if (isLoading && users.length === 0) return <UserRowSkeletons label={texts.loading} />;
  if (error && users.length === 0) {
    return <ListLoadError title={texts.error} hint={error.message} onRetry={() => void refresh()} />;
  }
  if (users.length === 0) {
    return <ListMessage icon={kind === 'followers' ? <GroupsRounded /> : <PersonSearchRounded />} title={texts.empty} hint={texts.hint} />;
  }
  return (
    <Box>
      <Box component="ul" aria-label={texts.list} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {users.map((user) => {
          const pending = actions.isPending(user.id);
          const icon = pending ? <CircularProgress size={14} color="inherit" /> : <PersonRemoveRounded />;
          return (
            <UserRow
              key={user.id}
              user={user}
              action={
                kind === 'followers' ? (
                  <Button variant="outlined" color="error" size="small" startIcon={icon} disabled={pending} onClick={() => void actions.remove(user)}>
                    Remove
                  </Button>
                ) : (
                  <Button variant="outlined" size="small" startIcon={icon} disabled={pending} onClick={() => void actions.unfollow(user)}>
                    Unfollow
                  </Button>
                )
              }
            />
          );
        })}
      </Box>
      {error ? (
        <Typography color="error.main" role="alert" sx={{ mt: 2, textAlign: 'center' }}>
          {texts.error}
        </Typography>
      ) : (
        hasMore && (
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <LoadMoreButton onClick={loadMore} loading={loadingMore} />
          </Box>
        )
      )}
    </Box>
  );
}

/** The users who follow me, each with Remove. */
export function FollowersList() {
  return <UserListView kind="followers" pages={useFollowers()} />;
}

/** The users I follow, each with Unfollow. */
export function FollowingList() {
  return <UserListView kind="following" pages={useFollowing()} />;
}
