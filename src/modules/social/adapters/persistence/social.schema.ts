import { EntitySchema } from '@mikro-orm/core';
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
