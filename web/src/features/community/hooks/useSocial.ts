import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { preloadIntoCache } from '../../../api/preloadIntoCache';
import useSWRInfinite from 'swr/infinite';
import { useOffsetPages } from '../../../components/useOffsetPages';
import { isApiError } from '../../../api/client';
import { useToast } from '../../../components/toast';
import {
  FEED_KEY,
  FOLLOWERS_KEY,
  FOLLOWING_KEY,
  NOTIFICATIONS_KEY,
  PROFILE_KEY,
  SEARCH_KEY,
  SUGGESTIONS_KEY,
  USER_PAGE_SIZE,
  USER_RECIPES_KEY,
  fetchFeed,
  fetchFollowers,
  fetchFollowing,
  fetchNotifications,
  fetchProfileById,
  fetchProfileByUsername,
  fetchSuggestedCooks,
  fetchUserRecipes,
  followUser,
  removeFollower,
  searchUsers,
  unfollowUser,
  type NotificationList,
  type RecipePage,
  type SocialProfile,
  type SocialUser,
  type SuggestedCook,
} from '../api';

/** The bell and the notification panel refetch every 60 seconds (spec document 2 §7, §9). */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

type CursorKey = readonly [string, number | null, string | null];

/** Cards paged by cursor (X-Next-Cursor), with Load more and a retry; every visit refetches. */
function useRecipePages(base: string, userId: number | null, fetchPage: (cursor: string | null) => Promise<RecipePage>, enabled = true) {
  const { data, error, isLoading, size, setSize, mutate } = useSWRInfinite<RecipePage, Error>(
    (index, previous: RecipePage | null): CursorKey | null => {
      if (!enabled) return null;
      if (index > 0 && !previous?.nextCursor) return null;
      return [base, userId, index === 0 ? null : previous!.nextCursor];
    },
    ([, , cursor]: CursorKey) => fetchPage(cursor),
    { revalidateOnMount: true, revalidateAll: true },
  );
  const recipes = data?.flatMap((p) => p.recipes) ?? [];
  const hasMore = !!data && !!data[data.length - 1]?.nextCursor;
  const loadingMore = !!data && size > data.length && !error;
  return {
    recipes,
    error,
    isLoading: enabled && isLoading,
    hasMore,
    loadingMore,
    loadMore: () => void setSize(size + 1),
    retry: () => void mutate(),
  };
}

export type RecipePages = ReturnType<typeof useRecipePages>;

/** Public recipes of the users I follow, newest published first. */
export function useFeed() {
  return useRecipePages(FEED_KEY, null, (cursor) => fetchFeed(cursor));
}

/** An author's public recipes (GET /api/public-recipes?userId=), a page at a time. */
export function useUserRecipes(userId: number | null) {
  return useRecipePages(USER_RECIPES_KEY, userId, (cursor) => fetchUserRecipes(userId!, cursor), userId !== null);
}

/** Followers or following, newest first, 50 at a time while X-Total-Count says more exist. */
function useUserPages(base: typeof FOLLOWERS_KEY | typeof FOLLOWING_KEY) {
  const fetchPage = base === FOLLOWERS_KEY ? fetchFollowers : fetchFollowing;
  return useOffsetPages<SocialUser, readonly [string, number]>(
    (offset) => [base, offset],
    ([, offset]) => fetchPage(offset),
    USER_PAGE_SIZE,
  );
}

export type UserPages = ReturnType<typeof useUserPages>;

export function useFollowers() {
  return useUserPages(FOLLOWERS_KEY);
}

export function useFollowing() {
  return useUserPages(FOLLOWING_KEY);
}

/** Users matching a submitted search; nothing is asked while the trimmed text is empty. */
export function useUserSearch(query: string) {
  const text = query.trim();
  const { data, error, isLoading } = useSWR<SocialUser[], Error>(text ? [SEARCH_KEY, text] : null, () => searchUsers(text), {
    revalidateOnMount: true,
  });
  return { users: data, error, isLoading };
}

/** Cooks to follow, for an empty feed. */
export function useSuggestedCooks() {
  const { data, error, isLoading } = useSWR<SuggestedCook[], Error>([SUGGESTIONS_KEY], () => fetchSuggestedCooks(), { revalidateOnMount: true });
  return { cooks: data, error, isLoading };
}

/** Which profile to show: a user id, or a username (from /user/{username}). */
export type ProfileRef = { id: number } | { username: string };

/**
 * A user's social profile. A numeric /user/{id} is an id first; when no user has that id it is tried as a
 * username (usernames may be all digits).
 */
async function fetchProfile(ref: ProfileRef): Promise<SocialProfile> {
  if ('id' in ref) return fetchProfileById(ref.id);
  if (/^\d+$/.test(ref.username)) {
    try {
      return await fetchProfileById(Number(ref.username));
    } catch (error) {
      if (!isApiError(error) || (error.status !== 404 && error.status !== 400)) throw error;
    }
  }
  return fetchProfileByUsername(ref.username);
}

export function profileKey(ref: ProfileRef | null) {
  if (!ref) return null;
  return 'id' in ref ? ([PROFILE_KEY, 'id', ref.id] as const) : ([PROFILE_KEY, 'username', ref.username.toLowerCase()] as const);
}

export function useSocialProfile(ref: ProfileRef | null) {
  const { data, error, isLoading, mutate } = useSWR<SocialProfile, Error>(profileKey(ref), () => fetchProfile(ref!), {
    revalidateOnMount: true,
  });
  return { profile: data, error, isLoading, retry: () => void mutate() };
}

/** Fetches my latest notifications before the screen with the bell renders (see preloadIntoCache). */
export function preloadNotifications(limit: number): Promise<void> {
  return preloadIntoCache([NOTIFICATIONS_KEY, limit], () => fetchNotifications(limit));
}

/** My notifications, newest first, refetched every 60 s while shown. */
export function useNotifications(limit: number) {
  const { data, error, isLoading } = useSWR<NotificationList, Error>([NOTIFICATIONS_KEY, limit], () => fetchNotifications(limit), {
    revalidateOnMount: true,
    refreshInterval: NOTIFICATIONS_REFRESH_MS,
  });
  return { data, error, isLoading };
}

export type SocialData = 'feed' | 'followers' | 'following' | 'profile' | 'search' | 'suggestions' | 'notifications';

const KEYS: Record<SocialData, string> = {
  feed: FEED_KEY,
  followers: FOLLOWERS_KEY,
  following: FOLLOWING_KEY,
  profile: PROFILE_KEY,
  search: SEARCH_KEY,
  suggestions: SUGGESTIONS_KEY,
  notifications: NOTIFICATIONS_KEY,
};

/**
 * Refetches the mounted social lists of the given kinds (infinite lists included, which a key filter of
 * SWR's mutate skips); a list that is not on screen refetches when it next mounts.
 */
export function useRevalidateSocial() {
  const { mutate, cache } = useSWRConfig();
  return useCallback(
    (kinds: SocialData[]) => {
      // Keys are serialized arrays whose first element is the quoted base path.
      const bases = kinds.map((kind) => JSON.stringify(KEYS[kind]));
      const matching = [...cache.keys()].filter((key) => bases.some((base) => key.includes(base)));
      return Promise.all(matching.map((key) => mutate(key)));
    },
    [mutate, cache],
  );
}

interface Followable {
  id: number;
}

/**
 * Follow, Unfollow and Remove (a follower) with the spec's toasts (document 2 §8); afterwards the
 * following list, the feed, the followers list, the profiles and the search results are refetched.
 */
export function useFollowActions() {
  const { toast } = useToast();
  const revalidate = useRevalidateSocial();
  const [pending, setPending] = useState<Record<number, boolean>>({});

  const run = async (user: Followable, work: () => Promise<unknown>, success: string, failure: string, refresh: SocialData[]) => {
    if (pending[user.id]) return;
    setPending((p) => ({ ...p, [user.id]: true }));
    try {
      await work();
      toast({ title: success, variant: 'success' });
      await revalidate(refresh);
    } catch (error) {
      // The server's reason when it gave one ('You cannot follow yourself', 'User not found').
      const description = isApiError(error) && error.status < 500 ? error.message : undefined;
      toast({ title: failure, description, variant: 'destructive' });
    } finally {
      setPending((p) => ({ ...p, [user.id]: false }));
    }
  };

  const all: SocialData[] = ['following', 'feed', 'followers', 'profile', 'search', 'suggestions'];
  return {
    follow: (user: Followable) =>
      run(user, () => followUser(user.id), 'You are now following this user', 'Failed to follow user. Please try again.', all),
    unfollow: (user: Followable) =>
      run(user, () => unfollowUser(user.id), 'You have unfollowed this user', 'Failed to unfollow user. Please try again.', all),
    remove: (user: Followable) =>
      run(user, () => removeFollower(user.id), 'You have removed this follower', 'Failed to remove follower. Please try again.', [
        'followers',
        'profile',
      ]),
    isPending: (userId: number) => pending[userId] === true,
  };
}
