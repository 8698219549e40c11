export { PlanningModule } from './planning.module.js';
export { MealPlanEntrySchema, MealPlanFeedSchema } from './adapters/persistence/meal-plan.schema.js';
