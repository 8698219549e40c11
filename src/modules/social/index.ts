export { FollowSchema, NotificationSchema } from './adapters/persistence/social.schema.js';
