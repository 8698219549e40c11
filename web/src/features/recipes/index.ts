// The recipes feature's public surface: what other features (Home, Community) may use.
export { RecipeCard, RecipeCardSkeleton, RecipeGrid } from './components/RecipeCard';
export { ListHeader, ListLoadError, ListMessage, SearchField } from './components/ListMessage';
export { LazyUploadRecipeDialog } from './components/LazyUploadRecipeDialog';
export { PublicRecipeListing } from './components/PublicRecipeListing';
export { preloadRecipeList, useRecipeList } from './hooks/useRecipes';
export { useRecipeToggles } from './hooks/useRecipeToggles';
export { useWhenVisible } from './hooks/useWhenVisible';
export { useDebounced } from './hooks/useDebounced';
export type { RecipeSummary, Recipe } from './api';
export { DEFAULT_TIP, isUsableImageUrl, recipePath } from './recipeHelpers';
export { ServingsControls, useScaleFromAddress, type ServingsScale, type UnitSystem } from './components/ServingsScaler';
