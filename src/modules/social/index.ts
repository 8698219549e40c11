export { SocialModule } from './social.module.js';
export { FOLLOW_TRIGGERS, FeedEntrySchema, FollowCountSchema, FollowSchema, NotificationSchema } from './adapters/persistence/social.schema.js';
