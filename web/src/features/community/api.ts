import type { Client } from 'openapi-fetch';
import { api, toApiError, unwrap } from '../../api/client';
import type { components } from '../../api/schema';

// ---------------------------------------------------------------------------------------------------------
// Hand-written types of the social API (issue 14, /work/social-contract.md). The API is built in parallel,
// so `openapi.yaml` and `web/src/api/schema.d.ts` do not describe it yet. Everything hand-written lives in
// this one block: once `npm run openapi` has generated the social paths, replace these types with
// `components['schemas'][…]`, drop `SocialPaths` and call `api` directly instead of `socialApi`.
// ---------------------------------------------------------------------------------------------------------

/** A user as the social calls show one (followers, following, search, a profile's user). */
export interface SocialUser {
  id: number;
  username: string;
  name: string | null;
  profilePicture: string | null;
  bio: string | null;
  /** Whether the signed-in user follows this user; always false for oneself. */
  isFollowing: boolean;
}

/** The card of GET /api/public-recipes (generated already: issue 13). */
export type PublicRecipeCard = components['schemas']['PublicRecipeCardDto'];

export interface SocialProfile {
  user: SocialUser;
  /** The newest 24 public recipes. */
  publicRecipes: PublicRecipeCard[];
  /** All public recipes of the user. */
  recipeCount: number;
  followerCount: number;
  followingCount: number;
  isFollowing: boolean;
}

export interface SocialNotification {
  id: number;
  message: string;
  /** ISO date. */
  date: string;
  read: boolean;
  /** The recipe it is about. */
  recipeId?: number;
  /** The user who caused it. */
  userId?: number;
}

export interface FollowResult {
  message: string;
  isFollowing: boolean;
  followerCount: number;
}

export interface MessageResult {
  message: string;
}

export interface ReadAllResult {
  updated: number;
}

interface ErrorBody {
  message: string;
}

/** One operation in openapi-typescript's shape: 200 with `Res`, errors with `{message}`. */
interface Operation<Res, Params> {
  parameters: Params;
  requestBody?: never;
  responses: {
    200: { headers: { [name: string]: unknown }; content: { 'application/json': Res } };
    400: { headers: { [name: string]: unknown }; content: { 'application/json': ErrorBody } };
    401: { headers: { [name: string]: unknown }; content: { 'application/json': ErrorBody } };
    404: { headers: { [name: string]: unknown }; content: { 'application/json': ErrorBody } };
  };
}

type NoParams = { query?: never; header?: never; path?: never; cookie?: never };
/** An operation with query parameters only. */
type QueryOp<Res, Query = never> = Operation<Res, { query?: Query; header?: never; path?: never; cookie?: never }>;
/** An operation with path parameters only. */
type PathOp<Res, Path> = Operation<Res, { query?: never; header?: never; path: Path; cookie?: never }>;
type UserIdPath = { userId: number };

/** The social paths of the contract, in the shape `npm run openapi` will generate. */
interface SocialPaths {
  '/api/social/feed': { parameters: NoParams; get: QueryOp<PublicRecipeCard[], { limit?: number; cursor?: string }> };
  '/api/social/followers': { parameters: NoParams; get: QueryOp<SocialUser[], { limit?: number; offset?: number }> };
  '/api/social/following': { parameters: NoParams; get: QueryOp<SocialUser[], { limit?: number; offset?: number }> };
  '/api/social/search': { parameters: NoParams; get: QueryOp<SocialUser[], { query: string }> };
  '/api/social/follow/{userId}': { parameters: NoParams; post: PathOp<FollowResult, UserIdPath>; delete: PathOp<FollowResult, UserIdPath> };
  '/api/social/followers/{userId}': { parameters: NoParams; delete: PathOp<MessageResult, UserIdPath> };
  '/api/social/profile/username/{username}': { parameters: NoParams; get: PathOp<SocialProfile, { username: string }> };
  '/api/social/profile/{userId}': { parameters: NoParams; get: PathOp<SocialProfile, UserIdPath> };
  '/api/social/notifications': { parameters: NoParams; get: QueryOp<SocialNotification[], { limit?: number }> };
  '/api/social/notifications/{id}/read': { parameters: NoParams; patch: PathOp<SocialNotification, { id: number }> };
  '/api/social/notifications/read-all': { parameters: NoParams; post: QueryOp<ReadAllResult> };
  /** The recipes module's listing with the new `userId` filter. */
  '/api/public-recipes': { parameters: NoParams; get: QueryOp<PublicRecipeCard[], { limit?: number; cursor?: string; userId?: number }> };
}

/** The app's one API client (same base URL, credentials and fetch), typed with the social paths. */
const socialApi = api as unknown as Client<SocialPaths>;

// ---------------------------------------------------------------------------------------------------------

/** SWR keys of the social data; pages of an infinite list add their cursor or offset. */
export const FEED_KEY = '/api/social/feed';
export const FOLLOWERS_KEY = '/api/social/followers';
export const FOLLOWING_KEY = '/api/social/following';
export const SEARCH_KEY = '/api/social/search';
export const PROFILE_KEY = '/api/social/profile';
export const NOTIFICATIONS_KEY = '/api/social/notifications';
export const USER_RECIPES_KEY = '/api/public-recipes?userId';

/** Cards per page of the feed and of a profile's recipes (the API's default). */
export const RECIPE_PAGE_SIZE = 24;
/** Users per page of the followers and following lists (the API's default). */
export const USER_PAGE_SIZE = 50;
/** The bell asks for this many (spec document 2: at most 5 shown). */
export const BELL_LIMIT = 5;

export interface RecipePage {
  recipes: PublicRecipeCard[];
  /** X-Next-Cursor: the cursor of the next page, null on the last one. */
  nextCursor: string | null;
}

export interface UserPage {
  users: SocialUser[];
  /** X-Total-Count: the true total. */
  total: number;
}

export interface NotificationList {
  notifications: SocialNotification[];
  /** X-Unread-Count: all my unread notifications. */
  unread: number;
  /** X-Total-Count: all my notifications. */
  total: number;
}

function numberHeader(response: Response, name: string, fallback: number): number {
  const value = Number(response.headers.get(name));
  return response.headers.has(name) && Number.isFinite(value) ? value : fallback;
}

export async function fetchFeed(cursor: string | null, limit = RECIPE_PAGE_SIZE): Promise<RecipePage> {
  const query = cursor ? { limit, cursor } : { limit };
  const { data, error, response } = await socialApi.GET('/api/social/feed', { params: { query } });
  if (!response.ok || !data) throw toApiError(response, error);
  return { recipes: data, nextCursor: response.headers.get('X-Next-Cursor') || null };
}

/** A page of an author's public recipes: GET /api/public-recipes?userId=, newest shared first. */
export async function fetchUserRecipes(userId: number, cursor: string | null, limit = RECIPE_PAGE_SIZE): Promise<RecipePage> {
  const query = cursor ? { userId, limit, cursor } : { userId, limit };
  const { data, error, response } = await socialApi.GET('/api/public-recipes', { params: { query } });
  if (!response.ok || !data) throw toApiError(response, error);
  return { recipes: data, nextCursor: response.headers.get('X-Next-Cursor') || null };
}

export async function fetchFollowers(offset: number, limit = USER_PAGE_SIZE): Promise<UserPage> {
  const { data, error, response } = await socialApi.GET('/api/social/followers', { params: { query: { limit, offset } } });
  if (!response.ok || !data) throw toApiError(response, error);
  return { users: data, total: numberHeader(response, 'X-Total-Count', offset + data.length) };
}

export async function fetchFollowing(offset: number, limit = USER_PAGE_SIZE): Promise<UserPage> {
  const { data, error, response } = await socialApi.GET('/api/social/following', { params: { query: { limit, offset } } });
  if (!response.ok || !data) throw toApiError(response, error);
  return { users: data, total: numberHeader(response, 'X-Total-Count', offset + data.length) };
}

/** Users whose username contains the text; nothing is asked for a blank text (spec document 2 §5). */
export async function searchUsers(text: string): Promise<SocialUser[]> {
  const query = text.trim();
  if (!query) return [];
  return unwrap(socialApi.GET('/api/social/search', { params: { query: { query } } }));
}

export function followUser(userId: number): Promise<FollowResult> {
  return unwrap(socialApi.POST('/api/social/follow/{userId}', { params: { path: { userId } } }));
}

export function unfollowUser(userId: number): Promise<FollowResult> {
  return unwrap(socialApi.DELETE('/api/social/follow/{userId}', { params: { path: { userId } } }));
}

export function removeFollower(userId: number): Promise<MessageResult> {
  return unwrap(socialApi.DELETE('/api/social/followers/{userId}', { params: { path: { userId } } }));
}

export function fetchProfileById(userId: number): Promise<SocialProfile> {
  return unwrap(socialApi.GET('/api/social/profile/{userId}', { params: { path: { userId } } }));
}

export function fetchProfileByUsername(username: string): Promise<SocialProfile> {
  return unwrap(socialApi.GET('/api/social/profile/username/{username}', { params: { path: { username } } }));
}

export async function fetchNotifications(limit: number): Promise<NotificationList> {
  const { data, error, response } = await socialApi.GET('/api/social/notifications', { params: { query: { limit } } });
  if (!response.ok || !data) throw toApiError(response, error);
  return {
    notifications: data,
    unread: numberHeader(response, 'X-Unread-Count', data.filter((n) => !n.read).length),
    total: numberHeader(response, 'X-Total-Count', data.length),
  };
}

export function markNotificationRead(id: number): Promise<SocialNotification> {
  return unwrap(socialApi.PATCH('/api/social/notifications/{id}/read', { params: { path: { id } } }));
}

export function markAllNotificationsRead(): Promise<ReadAllResult> {
  return unwrap(socialApi.POST('/api/social/notifications/read-all', {}));
}
