// The recipes feature's public surface: what other features (Home) may use.
export { RecipeCard, RecipeCardSkeleton, RecipeGrid } from './components/RecipeCard';
export { preloadRecipeList, useRecipeList } from './hooks/useRecipes';
export { useRecipeToggles } from './hooks/useRecipeToggles';
export type { RecipeSummary, Recipe } from './api';
export { DEFAULT_TIP } from './recipeHelpers';
