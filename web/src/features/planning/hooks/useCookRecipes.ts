import { useDebounced, useRecipeList } from '../../recipes';

/** How many of the cook's recipes the side list and the Add dialog show (the first page of My Recipes' order). */
export const RECIPE_PAGE = 20;
/** Typing pauses this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The cook's own recipes (saved copies included), from My Recipes' list (GET /api/recipes, its SWR key and
 * cache), searched by name or description once typing pauses.
 */
export function useCookRecipes(search: string) {
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, error, isLoading, refresh } = useRecipeList({ search: query || undefined, limit: RECIPE_PAGE });
  return {
    recipes: data?.recipes,
    total: data?.total ?? 0,
    error,
    isLoading,
    /** Still showing the answer to an earlier search (the list keeps it while the next one loads). */
    isStale: search.trim() !== query || (isLoading && !!data),
    retry: () => void refresh(),
  };
}
