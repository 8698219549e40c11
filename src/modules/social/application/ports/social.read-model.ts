import type { PublicListPosition, PublicRecipeRow } from '../../../recipes/index.js';

/** A user as the social lists show them: public fields only, and whether the viewer follows them. */
export interface SocialUserRow {
  id: number;
  username: string;
  name: string | null;
  profilePicture: string | null;
  bio: string | null;
  isFollowing: boolean;
}

export interface SocialProfileRow {
  user: SocialUserRow;
  /** The newest public recipes, newest shared first. */
  publicRecipes: PublicRecipeRow[];
  recipeCount: number;
  followerCount: number;
  followingCount: number;
}

/** A cook suggested to follow, with what makes them worth following. */
export interface SuggestedCookRow extends SocialUserRow {
  followerCount: number;
  recipeCount: number;
}

export interface NotificationRow {
  id: number;
  message: string;
  createdAt: Date;
  read: boolean;
  recipeId: number | null;
  actorId: number | null;
}

export interface Paging {
  limit: number;
  offset: number;
}

/** Who a profile is looked up by. */
export type ProfileKey = { id: number } | { username: string };

/** Each read is one SQL statement, whatever the size of the page or of the follow graph. */
export abstract class SocialReadModel {
  /**
   * Public recipes of the users `userId` follows, newest shared first (published_at desc, id desc), at
   * most `limit` after `after`: one keyset query over the follows and the recipes.
   */
  abstract feed(userId: number, page: { limit: number; after?: PublicListPosition }): Promise<PublicRecipeRow[]>;
  /** The users who follow `userId`, newest follower first, and their true total. */
  abstract followers(userId: number, paging: Paging): Promise<{ rows: SocialUserRow[]; total: number }>;
  /** The users `userId` follows, newest first, and their true total. */
  abstract following(userId: number, paging: Paging): Promise<{ rows: SocialUserRow[]; total: number }>;
  /** Users other than `viewerId` whose username contains `query` (any case): prefix matches first, then by username. */
  abstract searchUsers(viewerId: number, query: string, limit: number): Promise<SocialUserRow[]>;
  /** Cooks with public recipes whom the viewer does not follow yet: the most followed first, then the most recipes. */
  abstract suggestedCooks(viewerId: number, limit: number): Promise<SuggestedCookRow[]>;
  /** A user's public profile with its counts and newest `recipes` public recipes; null when there is no such user. */
  abstract profile(viewerId: number, key: ProfileKey, recipes: number): Promise<SocialProfileRow | null>;
  /** The user's newest `limit` notifications, with the total and the unread count of all of them. */
  abstract notifications(userId: number, limit: number): Promise<{ rows: NotificationRow[]; total: number; unread: number }>;
}
