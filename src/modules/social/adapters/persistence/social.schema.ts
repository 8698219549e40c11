import { EntitySchema } from '@mikro-orm/core';
import { statementTrigger, type TableTrigger } from '../../../../platform/database/table-triggers.js';
import { UserSchema } from '../../../auth/index.js';
import { RecipeSchema } from '../../../recipes/index.js';
import { Follow } from '../../domain/follow.js';
import { Notification } from '../../domain/notification.js';

const user = (fieldName: string) => ({ kind: 'm:1', entity: () => UserSchema as never, mapToPk: true, fieldName, deleteRule: 'cascade' }) as const;

export const FollowSchema = new EntitySchema<Follow>({
  class: Follow,
  tableName: 'user_follows',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    followerId: { ...user('follower_id') },
    followingId: { ...user('following_id') },
    createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
  },
  // One edge per pair (follow is an upsert on it); it also serves "do I follow X" and the feed's follows.
  uniques: [{ name: 'user_follows_follower_following_unique', properties: ['followerId', 'followingId'] }],
  checks: [{ name: 'user_follows_not_self_check', expression: 'follower_id <> following_id' }],
  indexes: [
    // Who follows X, newest first (the followers list and its count); who X follows, newest first.
    {
      name: 'user_follows_following_created_index',
      expression: 'create index "user_follows_following_created_index" on "user_follows" ("following_id", "created_at" desc, "id" desc)',
    },
    {
      name: 'user_follows_follower_created_index',
      expression: 'create index "user_follows_follower_created_index" on "user_follows" ("follower_id", "created_at" desc, "id" desc)',
    },
  ],
});

export const NotificationSchema = new EntitySchema<Notification>({
  class: Notification,
  tableName: 'notifications',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { ...user('user_id') },
    kind: { type: 'string', length: 20 },
    message: { type: 'text' },
    recipeId: {
      kind: 'm:1',
      entity: () => RecipeSchema as never,
      mapToPk: true,
      nullable: true,
      fieldName: 'recipe_id',
      deleteRule: 'cascade',
      index: 'notifications_recipe_id_index',
    },
    actorId: { ...user('actor_id'), nullable: true, index: 'notifications_actor_id_index' },
    read: { type: 'boolean', default: false },
    createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
  },
  uniques: [
    // A cook hears of a follower once a day (UTC), however often they unfollow and follow again.
    {
      name: 'notifications_follower_daily_unique',
      expression:
        'create unique index "notifications_follower_daily_unique" on "notifications" ("user_id", "actor_id", ((created_at at time zone \'UTC\')::date)) where kind = \'follower\'',
    },
    // A follower hears of a new recipe once, however often it goes private and public again.
    {
      name: 'notifications_new_recipe_unique',
      expression: 'create unique index "notifications_new_recipe_unique" on "notifications" ("user_id", "recipe_id") where kind = \'new-recipe\'',
    },
  ],
  indexes: [
    // The list (newest first) and the total.
    {
      name: 'notifications_user_created_index',
      expression: 'create index "notifications_user_created_index" on "notifications" ("user_id", "created_at" desc, "id" desc)',
    },
    // Pruning by age (NotificationPruningJob).
    { name: 'notifications_created_index', properties: ['createdAt'] },
    // The unread count of the bell's badge.
    {
      name: 'notifications_user_unread_index',
      expression: 'create index "notifications_user_unread_index" on "notifications" ("user_id") where read = false',
    },
  ],
});

export interface FollowCountRow {
  userId: number;
  followers: number;
  following: number;
}

/**
 * How many follow each cook and how many each follows, so no list or profile counts a star's 50,000 edges.
 * Kept exact by a statement trigger on user_follows (in the migration `follow_counts_and_feed`: the ORM
 * cannot map transition tables), which adds each statement's edges per cook in cook order, so two follows
 * in opposite directions lock the same rows in the same order. No row: 0 and 0.
 */
export const FollowCountSchema = new EntitySchema<FollowCountRow>({
  name: 'FollowCountRow',
  tableName: 'follow_counts',
  properties: {
    userId: { ...user('user_id'), primary: true },
    followers: { type: 'integer', default: 0 },
    following: { type: 'integer', default: 0 },
  },
});

export interface FeedEntryRow {
  userId: number;
  recipeId: number;
  publishedAt: Date;
}

/**
 * Each cook's feed, written ahead: one row for every public recipe of every cook they follow, so a page of
 * the feed is one range of (user_id, published_at desc, recipe_id desc), whether the cook follows ten cooks
 * or five thousand, busy or quiet. Kept exact by triggers (in the migration `follow_counts_and_feed`):
 * a recipe made public is written to its author's followers, made private or deleted it goes from every
 * feed; a follow writes the followed cook's public recipes, an unfollow removes them. Both take the
 * followed cook's advisory lock, so a follow and a publication that cross are never both missed.
 */
export const FeedEntrySchema = new EntitySchema<FeedEntryRow>({
  name: 'FeedEntryRow',
  tableName: 'feed_entries',
  properties: {
    userId: { ...user('user_id'), primary: true },
    recipeId: { kind: 'm:1', entity: () => RecipeSchema as never, mapToPk: true, fieldName: 'recipe_id', deleteRule: 'cascade', primary: true },
    publishedAt: { type: 'datetime', length: 6 },
  },
  indexes: [
    {
      name: 'feed_entries_user_published_index',
      expression: 'create index "feed_entries_user_published_index" on "feed_entries" ("user_id", "published_at" desc, "recipe_id" desc)',
    },
    // A recipe made private leaves every feed.
    { name: 'feed_entries_recipe_id_index', properties: ['recipeId'] },
  ],
});

/** The triggers that keep follow_counts and feed_entries (their functions are in the migration `admin_statistics_follow_counts_feed`). */
export const FOLLOW_TRIGGERS: TableTrigger[] = [
  statementTrigger('user_follows', 'follow_counts_and_feed_insert', 'insert', 'follow_counts_and_feed_fn'),
  statementTrigger('user_follows', 'follow_counts_and_feed_delete', 'delete', 'follow_counts_and_feed_fn'),
  statementTrigger('recipes', 'feed_entries_insert', 'insert', 'feed_entries_insert_fn'),
  statementTrigger('recipes', 'feed_entries_update', 'update', 'feed_entries_update_fn'),
];
