import { api, toApiError, unwrap } from '../../api/client';
import { numberHeader, totalCount } from '../../components/listHeaders';
import type { OffsetPage } from '../../components/useOffsetPages';
import type { components } from '../../api/schema';

type Schemas = components['schemas'];
/** A user as the social calls show one (followers, following, search, a profile's user). */
export type SocialUser = Schemas['SocialUserDto'];
/** A cook worth following, with their follower and public recipe counts. */
export type SuggestedCook = Schemas['SuggestedCookDto'];
/** The card of GET /api/public-recipes. */
export type PublicRecipeCard = Schemas['PublicRecipeCardDto'];
export type SocialProfile = Schemas['SocialProfileDto'];
export type SocialNotification = Schemas['NotificationDto'];
export type FollowResult = Schemas['FollowStateDto'];
export type MessageResult = Schemas['MessageDto'];
export type ReadAllResult = Schemas['NotificationsReadDto'];

/** SWR keys of the social data; pages of an infinite list add their cursor or offset. */
export const FEED_KEY = '/api/social/feed';
export const FOLLOWERS_KEY = '/api/social/followers';
export const FOLLOWING_KEY = '/api/social/following';
export const SEARCH_KEY = '/api/social/search';
export const SUGGESTIONS_KEY = '/api/social/suggestions';
export const PROFILE_KEY = '/api/social/profile';
export const NOTIFICATIONS_KEY = '/api/social/notifications';
export const USER_RECIPES_KEY = '/api/public-recipes?userId';

/** Cards per page of the feed and of a profile's recipes (the API's default). */
export const RECIPE_PAGE_SIZE = 24;
/** Users per page of the followers and following lists (the API's default). */
export const USER_PAGE_SIZE = 50;
/** An empty feed suggests this many cooks to follow. */
export const SUGGESTIONS_SHOWN = 5;
/** The bell asks for this many (spec document 2: at most 5 shown). */
export const BELL_LIMIT = 5;

export interface RecipePage {
  recipes: PublicRecipeCard[];
  /** X-Next-Cursor: the cursor of the next page, null on the last one. */
  nextCursor: string | null;
}

/** Followers or following: a page with the true total (X-Total-Count). */
export type UserPage = OffsetPage<SocialUser>;

export interface NotificationList {
  notifications: SocialNotification[];
  /** X-Unread-Count: all my unread notifications. */
  unread: number;
  /** X-Total-Count: all my notifications. */
  total: number;
}

export async function fetchFeed(cursor: string | null, limit = RECIPE_PAGE_SIZE): Promise<RecipePage> {
  const query = cursor ? { limit, cursor } : { limit };
  const { data, error, response } = await api.GET('/api/social/feed', { params: { query } });
  if (!response.ok || !data) throw toApiError(response, error);
  return { recipes: data, nextCursor: response.headers.get('X-Next-Cursor') || null };
}

/** A page of an author's public recipes: GET /api/public-recipes?userId=, newest shared first. */
export async function fetchUserRecipes(userId: number, cursor: string | null, limit = RECIPE_PAGE_SIZE): Promise<RecipePage> {
  const query = cursor ? { userId, limit, cursor } : { userId, limit };
  const { data, error, response } = await api.GET('/api/public-recipes', { params: { query } });
  if (!response.ok || !data) throw toApiError(response, error);
  return { recipes: data, nextCursor: response.headers.get('X-Next-Cursor') || null };
}

export async function fetchFollowers(offset: number, limit = USER_PAGE_SIZE): Promise<UserPage> {
  const { data, error, response } = await api.GET('/api/social/followers', { params: { query: { limit, offset } } });
  if (!response.ok || !data) throw toApiError(response, error);
  return { items: data, total: totalCount(response, offset + data.length) };
}

export async function fetchFollowing(offset: number, limit = USER_PAGE_SIZE): Promise<UserPage> {
  const { data, error, response } = await api.GET('/api/social/following', { params: { query: { limit, offset } } });
  if (!response.ok || !data) throw toApiError(response, error);
  return { items: data, total: totalCount(response, offset + data.length) };
}

/** Users whose username contains the text; nothing is asked for a blank text (spec document 2 §5). */
export async function searchUsers(text: string): Promise<SocialUser[]> {
  const query = text.trim();
  if (!query) return [];
  return unwrap(api.GET('/api/social/search', { params: { query: { query } } }));
}

/** Cooks with public recipes whom I do not follow yet, the most followed first. */
export function fetchSuggestedCooks(limit = SUGGESTIONS_SHOWN): Promise<SuggestedCook[]> {
  return unwrap(api.GET('/api/social/suggestions', { params: { query: { limit } } }));
}

export function followUser(userId: number): Promise<FollowResult> {
  return unwrap(api.POST('/api/social/follow/{userId}', { params: { path: { userId } } }));
}

export function unfollowUser(userId: number): Promise<FollowResult> {
  return unwrap(api.DELETE('/api/social/follow/{userId}', { params: { path: { userId } } }));
}

export function removeFollower(userId: number): Promise<MessageResult> {
  return unwrap(api.DELETE('/api/social/followers/{userId}', { params: { path: { userId } } }));
}

export function fetchProfileById(userId: number): Promise<SocialProfile> {
  return unwrap(api.GET('/api/social/profile/{userId}', { params: { path: { userId } } }));
}

export function fetchProfileByUsername(username: string): Promise<SocialProfile> {
  return unwrap(api.GET('/api/social/profile/username/{username}', { params: { path: { username } } }));
}

export async function fetchNotifications(limit: number): Promise<NotificationList> {
  const { data, error, response } = await api.GET('/api/social/notifications', { params: { query: { limit } } });
  if (!response.ok || !data) throw toApiError(response, error);
  return {
    notifications: data,
    unread: numberHeader(response, 'X-Unread-Count', data.filter((n) => !n.read).length),
    total: totalCount(response, data.length),
  };
}

export function markNotificationRead(id: number): Promise<SocialNotification> {
  return unwrap(api.PATCH('/api/social/notifications/{id}/read', { params: { path: { id } } }));
}

export function markAllNotificationsRead(): Promise<ReadAllResult> {
  return unwrap(api.POST('/api/social/notifications/read-all', {}));
}
