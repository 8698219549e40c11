import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useFollowActions, useSuggestedCooks } from '../hooks/useSocial';
import { FollowButton } from './FollowButton';
import { UserRow, UserRowSkeletons } from './UserRow';

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

/**
 * 'Cooks to follow' under an empty feed: the most followed cooks with public recipes, then those sharing
 * the most, each with Follow. Following one fills the feed (and drops them from the suggestions). Says
 * nothing when there is nobody to suggest or the suggestions could not load: the feed's own text stands.
 */
export function SuggestedCooks() {
  const headingId = useId();
  const { cooks, isLoading } = useSuggestedCooks();
  const actions = useFollowActions();

  if (!isLoading && !cooks?.length) return null;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mt: 3, p: { xs: 2, sm: 2.5 } }}>
      <Typography id={headingId} variant="h6" component="h2">
        Cooks to follow
      </Typography>
      <Typography variant="body2" color="text.secondary">
        The most followed cooks sharing recipes. Their new recipes will appear in your feed.
      </Typography>
      {isLoading && !cooks ? (
        <UserRowSkeletons label="Loading cooks to follow" count={3} />
      ) : (
        <Box component="ul" aria-label="Cooks to follow" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {cooks?.map((cook) => (
            <UserRow
              key={cook.id}
              user={cook}
              details={`${plural(cook.recipeCount, 'recipe')} · ${plural(cook.followerCount, 'follower')}`}
              action={
                <FollowButton
                  isFollowing={cook.isFollowing}
                  pending={actions.isPending(cook.id)}
                  onFollow={() => void actions.follow(cook)}
                  onUnfollow={() => void actions.unfollow(cook)}
                />
              }
            />
          ))}
        </Box>
      )}
    </Card>
  );
}
