import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { RecipesModule } from '../recipes/index.js';
import { FollowUser, RemoveFollower, UnfollowUser } from './application/follow-commands.js';
import { MarkAllNotificationsRead, MarkNotificationRead } from './application/notification-commands.js';
import { Notifier } from './application/notifier.js';
import { FollowRepository } from './application/ports/follow.repository.js';
import { NotificationRepository } from './application/ports/notification.repository.js';
import { SocialReadModel } from './application/ports/social.read-model.js';
import { SocialQueries } from './application/social.queries.js';
import { NotificationsController } from './adapters/http/notifications.controller.js';
import { SocialController } from './adapters/http/social.controller.js';
import { NotificationPruningJob } from './adapters/jobs/notification-pruning.job.js';
import { SqlFollowRepository } from './adapters/persistence/sql-follow.repository.js';
import { SqlNotificationRepository } from './adapters/persistence/sql-notification.repository.js';
import { SqlSocialReadModel } from './adapters/persistence/sql-social.read-model.js';

@Module({
  imports: [AuthModule, RecipesModule],
  controllers: [SocialController, NotificationsController],
  providers: [
    { provide: FollowRepository, useClass: SqlFollowRepository },
    { provide: NotificationRepository, useClass: SqlNotificationRepository },
    { provide: SocialReadModel, useClass: SqlSocialReadModel },
    Notifier,
    FollowUser,
    UnfollowUser,
    RemoveFollower,
    MarkNotificationRead,
    MarkAllNotificationsRead,
    SocialQueries,
    NotificationPruningJob,
  ],
})
export class SocialModule {}
