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

export interface CookCountRow {
  userId: number;
  followers: number;
  following: number;
  publicRecipes: number;
}

/**
 * Per cook: how many follow them, how many they follow, how many public recipes they have, so no list or
 * profile counts a star's 50,000 edges and the suggested cooks are a walk down an index. Kept exact by
 * statement triggers on user_follows and recipes (SOCIAL_TRIGGERS; their functions are in the migration
 * `counters_and_feed`), which add each statement's changes per cook in cook order, so two follows in
 * opposite directions lock the same rows in the same order. No row: all 0.
 */
export const CookCountSchema = new EntitySchema<CookCountRow>({
  name: 'CookCountRow',
  tableName: 'cook_counts',
  properties: {
    userId: { ...user('user_id'), primary: true },
    followers: { type: 'integer', default: 0 },
    following: { type: 'integer', default: 0 },
    publicRecipes: { type: 'integer', default: 0 },
  },
  indexes: [
    // Suggested cooks: the most followed with public recipes, then those with the most.
    {
      name: 'cook_counts_suggestion_index',
      expression:
        'create index "cook_counts_suggestion_index" on "cook_counts" ("followers" desc, "public_recipes" desc, "user_id") where public_recipes > 0',
    },
  ],
});

export interface FeedEntryRow {
  userId: number;
  recipeId: number;
  publishedAt: Date;
}

/**
 * Each cook's feed, written ahead: one row for every public recipe of every cook they follow, so a page of
 * the feed is one range of (user_id, published_at desc, recipe_id desc), whether the cook follows ten cooks
 * or five thousand, busy or quiet. Kept exact by SOCIAL_TRIGGERS: a recipe made public is written to its
 * author's followers, made private or deleted it goes from every feed; a follow writes the followed cook's
 * public recipes, an unfollow removes them. Both first change the author's cook_counts row (a row lock), so
 * of a follow and a publication that cross, the second sees the first's rows and neither is missed.
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

/** The triggers that keep cook_counts and feed_entries (their functions are in the migration `counters_and_feed`). */
export const SOCIAL_TRIGGERS: TableTrigger[] = [
  statementTrigger('user_follows', 'cook_counts_and_feed_insert', 'insert', 'cook_counts_and_feed_fn'),
  statementTrigger('user_follows', 'cook_counts_and_feed_delete', 'delete', 'cook_counts_and_feed_fn'),
  statementTrigger('recipes', 'cook_counts_and_feed_insert', 'insert', 'recipes_cook_counts_and_feed_fn'),
  statementTrigger('recipes', 'cook_counts_and_feed_update', 'update', 'recipes_cook_counts_and_feed_fn'),
  statementTrigger('recipes', 'cook_counts_delete', 'delete', 'recipes_cook_counts_and_feed_fn'),
];
