import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { preloadIntoCache } from '../../../api/preloadIntoCache';
import {
  RECIPE_CATEGORIES_KEY,
  fetchPublicUser,
  fetchRecipe,
  fetchRecipeCategories,
  fetchRecipeList,
  isRecipeCollectionKey,
  publicUserKey,
  recipeKey,
  recipeListKey,
  type PublicUser,
  type Recipe,
  type RecipeList,
  type RecipeListQuery,
} from '../api';

/**
 * Fetches a list before a screen that shows it renders (see preloadIntoCache); `onLoaded` gets the
 * list as soon as it is there, before the screen renders.
 */
export function preloadRecipeList(query: RecipeListQuery, onLoaded?: (list: RecipeList) => void): Promise<void> {
  return preloadIntoCache(recipeListKey(query), () =>
    fetchRecipeList(query).then((list) => {
      onLoaded?.(list);
      return list;
    }),
  );
}

/** Fetches the category filter before My Recipes renders. */
export function preloadRecipeCategories(): Promise<void> {
  return preloadIntoCache(RECIPE_CATEGORIES_KEY, fetchRecipeCategories);
}

/** The signed-in user's recipe cards. Lists refetch whenever a screen showing them mounts. */
export function useRecipeList(query: RecipeListQuery) {
  const { data, error, isLoading, mutate } = useSWR<RecipeList, Error>(recipeListKey(query), () => fetchRecipeList(query), {
    revalidateOnMount: true,
    keepPreviousData: true,
  });
  return { data, error, isLoading, refresh: () => mutate() };
}

export function useRecipeCategories() {
  const { data, error } = useSWR<string[], Error>(RECIPE_CATEGORIES_KEY, fetchRecipeCategories, { revalidateOnMount: true });
  return { categories: data ?? [], error };
}

export function useRecipe(id: number | null) {
  const { data, error, isLoading, mutate } = useSWR<Recipe, Error>(id === null ? null : recipeKey(id), () => fetchRecipe(id!), {
    revalidateOnMount: true,
  });
  return { recipe: data, error, isLoading, mutate };
}

/** A creator's public profile; cached for 5 minutes (spec document 1 §7), only with an id. */
export function usePublicUser(id: number | null | undefined) {
  const { data } = useSWR<PublicUser | null>(id ? publicUserKey(id) : null, () => fetchPublicUser(id!), {
    dedupingInterval: 300_000,
  });
  return data ?? null;
}

/** Refetches every recipe list and the category filter (after creating, changing or deleting recipes). */
export function useRevalidateRecipes() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => isRecipeCollectionKey(key)), [mutate]);
}
