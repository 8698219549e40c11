import { AccountTokenSchema, PersonalAccessTokenSchema, SessionSchema, UserSchema } from './modules/auth/index.js';
import { ChatMessageSchema, ChatMeterSchema, RecipeImageSchema } from './modules/ai/index.js';
import { RecipeProgressSchema } from './modules/cooking/index.js';
import { RecipeCommentSchema, RecipePhotoSchema, RecipeRatingSchema, RecipeSchema } from './modules/recipes/index.js';
import { FeedEntrySchema, SOCIAL_TRIGGERS, CookCountSchema, FollowSchema, NotificationSchema } from './modules/social/index.js';
import { PantryItemSchema, ShoppingItemSchema } from './modules/inventory/index.js';
import {
  LoginStreakSchema,
  RecipeInteractionAwardSchema,
  TicketCostSchema,
  TicketTransactionSchema,
  UserTicketsSchema,
} from './modules/tickets/index.js';
import { PaymentTransactionSchema, TicketPackageSchema } from './modules/payments/index.js';
import { AdminAuditSchema, STATISTICS_TRIGGERS, StatisticsDeltaSchema } from './modules/admin/index.js';
import { BackupSchema, CollectionImportItemSchema, CollectionImportSchema, DataExportSchema } from './modules/portability/index.js';
import { MealPlanEntrySchema, MealPlanFeedSchema } from './modules/planning/index.js';
import { IdempotentRequestSchema } from './platform/http/idempotency.js';
import { RateLimitHitSchema } from './platform/database/sql-rate-limiter.js';
import { OutboxEventSchema } from './platform/events/outbox-event.schema.js';
import { JobTickSchema } from './platform/scheduling/job-tick.schema.js';
import { withTableTriggers } from './platform/database/table-triggers.js';

/** Every table mapping, gathered from the modules for the ORM and the migrator, with the triggers modules keep on them. */
export const entities = withTableTriggers(
  [
    UserSchema,
    SessionSchema,
    RateLimitHitSchema,
    AccountTokenSchema,
    PersonalAccessTokenSchema,
    RecipeSchema,
    RecipeImageSchema,
    RecipeProgressSchema,
    RecipeCommentSchema,
    RecipeRatingSchema,
    RecipePhotoSchema,
    FollowSchema,
    CookCountSchema,
    FeedEntrySchema,
    NotificationSchema,
    ShoppingItemSchema,
    PantryItemSchema,
    UserTicketsSchema,
    TicketTransactionSchema,
    TicketCostSchema,
    LoginStreakSchema,
    RecipeInteractionAwardSchema,
    TicketPackageSchema,
    PaymentTransactionSchema,
    JobTickSchema,
    ChatMessageSchema,
    ChatMeterSchema,
    AdminAuditSchema,
    StatisticsDeltaSchema,
    OutboxEventSchema,
    CollectionImportSchema,
    CollectionImportItemSchema,
    DataExportSchema,
    BackupSchema,
    MealPlanEntrySchema,
    MealPlanFeedSchema,
    IdempotentRequestSchema,
  ],
  [...STATISTICS_TRIGGERS, ...SOCIAL_TRIGGERS],
);
