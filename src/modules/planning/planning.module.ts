import { Module } from '@nestjs/common';
import { AiModule } from '../ai/index.js';
import { AuthModule } from '../auth/index.js';
import { InventoryModule } from '../inventory/index.js';
import { RecipesModule } from '../recipes/index.js';
import { ShopForPlan } from './application/shop-for-plan.js';
import { CalendarFeed } from './application/calendar-feed.js';
import { AddMealPlanEntry, ReadMealPlan, RemoveMealPlanEntry, UpdateMealPlanEntry } from './application/meal-plan-commands.js';
import { CalendarFeedRepository, MealPlanRepository } from './application/ports/meal-plan.repository.js';
import { SuggestMealPlanDraft } from './application/suggest-meal-plan-draft.js';
import { MealPlanController } from './adapters/http/meal-plan.controller.js';
import { SqlCalendarFeedRepository, SqlMealPlanRepository } from './adapters/persistence/sql-meal-plan.repository.js';

@Module({
  imports: [RecipesModule, InventoryModule, AuthModule, AiModule],
  controllers: [MealPlanController],
  providers: [
    { provide: MealPlanRepository, useClass: SqlMealPlanRepository },
    { provide: CalendarFeedRepository, useClass: SqlCalendarFeedRepository },
    ReadMealPlan,
    AddMealPlanEntry,
    UpdateMealPlanEntry,
    RemoveMealPlanEntry,
    CalendarFeed,
    ShopForPlan,
    SuggestMealPlanDraft,
  ],
})
export class PlanningModule {}
