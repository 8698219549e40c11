import { Module } from '@nestjs/common';
import { RecipesModule } from '../recipes/index.js';
import { CalendarFeed } from './application/calendar-feed.js';
import { AddMealPlanEntry, ReadMealPlan, RemoveMealPlanEntry, UpdateMealPlanEntry } from './application/meal-plan-commands.js';
import { CalendarFeedRepository, MealPlanRepository } from './application/ports/meal-plan.repository.js';
import { MealPlanController } from './adapters/http/meal-plan.controller.js';
import { SqlCalendarFeedRepository, SqlMealPlanRepository } from './adapters/persistence/sql-meal-plan.repository.js';

@Module({
  imports: [RecipesModule],
  controllers: [MealPlanController],
  providers: [
    { provide: MealPlanRepository, useClass: SqlMealPlanRepository },
    { provide: CalendarFeedRepository, useClass: SqlCalendarFeedRepository },
    ReadMealPlan,
    AddMealPlanEntry,
    UpdateMealPlanEntry,
    RemoveMealPlanEntry,
    CalendarFeed,
  ],
})
export class PlanningModule {}
