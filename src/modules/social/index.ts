export { SocialModule } from './social.module.js';
export { SOCIAL_TRIGGERS, FeedEntrySchema, CookCountSchema, FollowSchema, NotificationSchema } from './adapters/persistence/social.schema.js';
