// The planning feature's public surface: what Home's Today card uses (the plan of a day, how entries read, a
// recipe's picture). The planner itself is a screen of its own (routes/MealPlanPage, lazy in app/router.tsx).
export { preloadMealPlan, useMealPlan } from './hooks/useMealPlan';
export { entryName, followPath, recipeFacts } from './format';
export { dayLabel, localDate } from './dates';
export { RecipeThumb } from './components/RecipeThumb';
export type { Meal, MealPlanEntry } from './api';
export { MEALS } from './api';
