export { SocialModule } from './social.module.js';
export { FollowSchema, NotificationSchema } from './adapters/persistence/social.schema.js';
