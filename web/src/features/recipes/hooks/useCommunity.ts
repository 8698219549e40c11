import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { useOffsetPages } from '../../../components/useOffsetPages';
import {
  PUBLIC_CATEGORIES_KEY,
  PUBLIC_RECIPES_KEY,
  commentsKey,
  fetchComments,
  fetchPhotos,
  fetchPublicCategories,
  fetchPublicRecipes,
  fetchRatings,
  fetchUserRating,
  photosKey,
  ratingsKey,
  recipeKey,
  userRatingKey,
  type Comment,
  type FeedbackPage,
  type PublicRecipePage,
  type RatingSummary,
  type RecipePhoto,
} from '../api';

/** Cards per page of /public-recipes (the API's default). */
export const PUBLIC_PAGE_SIZE = 24;
/** Comments and photos per page (the API's default). */
export const FEEDBACK_PAGE_SIZE = 100;

type PublicKey = readonly [typeof PUBLIC_RECIPES_KEY, { category: string; search: string; cursor: string | null }];

/**
 * The public recipes of a category and search, a page at a time (keyset pagination: each page names the
 * next one's cursor in X-Next-Cursor). Every visit refetches, so ratings and new recipes show.
 */
export function usePublicRecipes(category: string, search: string, onError?: (error: Error) => void) {
  const getKey = (index: number, previous: PublicRecipePage | null): PublicKey | null => {
    if (index > 0 && !previous?.nextCursor) return null;
    return [PUBLIC_RECIPES_KEY, { category, search, cursor: index === 0 ? null : previous!.nextCursor }];
  };
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<PublicRecipePage, Error>(
    getKey,
    ([, q]: PublicKey) => fetchPublicRecipes({ category: q.category, search: q.search, cursor: q.cursor ?? undefined, limit: PUBLIC_PAGE_SIZE }),
    { revalidateOnMount: true, revalidateFirstPage: false, onError },
  );
  const recipes = data?.flatMap((p) => p.recipes) ?? [];
  const hasMore = !!data && !!data[data.length - 1]?.nextCursor;
  // A page is on its way when one was asked for and has not arrived (and has not failed).
  const loadingMore = !!data && size > data.length && !error;
  return {
    recipes,
    error,
    isLoading,
    isValidating,
    hasMore,
    loadingMore,
    loadMore: () => void setSize(size + 1),
    retry: () => void mutate(),
  };
}

export function usePublicCategories() {
  const { data } = useSWR<string[], Error>(PUBLIC_CATEGORIES_KEY, fetchPublicCategories, { revalidateOnMount: true });
  return data ?? [];
}

/** Comments or photos of a recipe, oldest page first, with 'more' while the total is not reached. */
function useFeedbackPages<T>(
  keyOf: (id: number, offset: number) => readonly [string, number, number],
  fetchPage: (id: number, offset: number, limit: number) => Promise<FeedbackPage<T>>,
  recipeId: number | null,
) {
  return useOffsetPages<T, readonly [string, number, number]>(
    (offset) => (recipeId === null ? null : keyOf(recipeId, offset)),
    ([, id, offset]) => fetchPage(id, offset, FEEDBACK_PAGE_SIZE),
    FEEDBACK_PAGE_SIZE,
  );
}

export function useComments(recipeId: number | null) {
  return useFeedbackPages<Comment>(commentsKey, fetchComments, recipeId);
}

export function usePhotos(recipeId: number | null) {
  return useFeedbackPages<RecipePhoto>(photosKey, fetchPhotos, recipeId);
}

export function useRatings(recipeId: number | null) {
  const { data, error, isLoading, mutate } = useSWR<RatingSummary, Error>(
    recipeId === null ? null : ratingsKey(recipeId),
    () => fetchRatings(recipeId!),
    { revalidateOnMount: true },
  );
  return { summary: data, error, isLoading, mutate };
}

/** The signed-in cook's own rating of a recipe (null when they have not rated it). */
export function useUserRating(recipeId: number | null, userId: number | null | undefined) {
  const { data, mutate } = useSWR<number | null, Error>(
    recipeId === null || !userId ? null : userRatingKey(recipeId, userId),
    () => fetchUserRating(recipeId!),
    { revalidateOnMount: true },
  );
  return { rating: data, mutate };
}

/**
 * After feedback changes: the recipe (its average and count) and the mounted public lists refetch. A list
 * that is not on screen refetches when it next mounts.
 */
export function useRevalidateCommunity() {
  const { mutate, cache } = useSWRConfig();
  return useCallback(
    (recipeId: number) => {
      void mutate(recipeKey(recipeId));
      for (const key of cache.keys()) {
        if (key.startsWith('$inf$') && key.includes(PUBLIC_RECIPES_KEY)) void mutate(key);
      }
    },
    [mutate, cache],
  );
}
