import type { MikroORM } from '@mikro-orm/core';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { ScheduleModule } from '@nestjs/schedule';
import type { AppConfig } from './platform/config/app-config.js';
import { ConfigModule } from './platform/config/config.module.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { ErrorFilter } from './platform/http/error.filter.js';
import { GracefulShutdown } from './platform/http/graceful-shutdown.js';
import { HealthController } from './platform/http/health.controller.js';
import { IdempotencyKeysCleanupJob } from './platform/http/idempotency.js';
import { MailModule } from './platform/mail/mail.module.js';
import { MediaModule } from './platform/media/media.module.js';
import { WebFetchModule } from './platform/web-fetch/web-fetch.module.js';
import { OutboxModule } from './platform/events/outbox.module.js';
import { ClockModule } from './platform/clock/clock.module.js';
import { createValidationPipe } from './platform/http/validation.js';
import { AuthModule } from './modules/auth/index.js';
import { RecipesModule } from './modules/recipes/index.js';
import { AiModule } from './modules/ai/index.js';
import { CookingModule } from './modules/cooking/index.js';
import { SocialModule } from './modules/social/index.js';
import { InventoryModule } from './modules/inventory/index.js';
import { TicketsModule } from './modules/tickets/index.js';
import { PaymentsModule } from './modules/payments/index.js';
import { AdminModule } from './modules/admin/index.js';
import { PortabilityModule } from './modules/portability/index.js';
import { PlanningModule } from './modules/planning/index.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, orm: MikroORM, options: { scheduler?: boolean } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(orm),
        MailModule,
        MediaModule,
        WebFetchModule,
        OutboxModule,
        ClockModule,
        ...(options.scheduler === false ? [] : [ScheduleModule.forRoot()]),
        EventEmitterModule.forRoot(),
        AuthModule,
        RecipesModule,
        AiModule,
        CookingModule,
        SocialModule,
        InventoryModule,
        TicketsModule,
        PaymentsModule,
        AdminModule,
        PortabilityModule,
        PlanningModule,
      ],
      controllers: [HealthController],
      providers: [
        GracefulShutdown,
        { provide: APP_FILTER, useClass: ErrorFilter },
        IdempotencyKeysCleanupJob,
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
