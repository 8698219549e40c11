import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import { SearchField } from '../../recipes';
import { useCurrentUser } from '../../auth';
import { useFollowActions, useUserSearch } from '../hooks/useSocial';
import { FollowButton } from './FollowButton';
import { UserRow, UserRowSkeletons } from './UserRow';

/**
 * The user search of the social screens (spec document 2, Social feed): usernames containing the text, each
 * with Follow (or Unfollow); 'Hide Search Results' closes them. It asks only for a non-blank text.
 */
export function UserSearch() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const headingId = useId();
  const { user: me } = useCurrentUser();
  const { users, error, isLoading } = useUserSearch(query);
  const actions = useFollowActions();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
  };

  return (
    <Box sx={{ mb: 3 }}>
      <Stack
        component="form"
        role="search"
        aria-label="Search users"
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.25}
        sx={{ alignItems: 'stretch' }}
      >
        <SearchField value={text} onChange={setText} placeholder="Search users by username..." sx={{ flex: 1, minWidth: 0 }} />
        <Button type="submit" variant="contained" startIcon={<SearchRounded />} sx={{ flexShrink: 0 }}>
          Search
        </Button>
      </Stack>

      {query && (
        <Card component="section" aria-labelledby={headingId} sx={{ mt: 2, p: { xs: 2, sm: 2.5 } }} data-testid="user-search-results">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography id={headingId} variant="h6" component="h2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              Search Results
            </Typography>
            <Button size="small" startIcon={<VisibilityOffRounded />} onClick={() => setQuery('')}>
              Hide Search Results
            </Button>
          </Stack>
          {isLoading && !users ? (
            <UserRowSkeletons label="Searching users" count={2} />
          ) : error ? (
            <Typography color="error.main" role="alert" sx={{ py: 2 }}>
              Error searching users. Please try again.
            </Typography>
          ) : users && users.length === 0 ? (
            <Typography color="text.secondary" role="status" sx={{ py: 2, overflowWrap: 'anywhere' }}>
              No users found matching &quot;{query}&quot;
            </Typography>
          ) : (
            <Box component="ul" aria-label="Users found" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {users?.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  action={
                    me?.id === user.id ? undefined : (
                      <FollowButton
                        isFollowing={user.isFollowing}
                        pending={actions.isPending(user.id)}
                        onFollow={() => void actions.follow(user)}
                        onUnfollow={() => void actions.unfollow(user)}
                      />
                    )
                  }
                />
              ))}
            </Box>
          )}
        </Card>
      )}
    </Box>
  );
}
