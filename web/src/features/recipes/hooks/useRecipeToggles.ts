import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/client';
import { useToast, type ToastOptions } from '../../../components/toast';
import { setRecipeFavorite, setRecipePublic, type Recipe } from '../api';
import { useRevalidateRecipes } from './useRecipes';

export const SAVED_COPY_FALLBACK =
  'To share this recipe publicly, you need to edit it first to create your own version. Click the Edit button to make changes.';

/** The toast for a failed public/private change (spec document 1 §8 Recipes, Visibility). */
export function visibilityErrorToast(error: unknown, source: string | null | undefined): ToastOptions {
  const body = isApiError(error) ? error.json<{ message?: string; requiresEdit?: boolean }>() : undefined;
  if (isApiError(error) && error.status === 403) {
    const requiresEdit = body?.requiresEdit === true || error.code === 'REQUIRES_EDIT';
    if (body?.message) return { title: requiresEdit ? 'Editing required' : 'Action failed', description: body.message, variant: 'destructive' };
    if (requiresEdit || source?.includes('Saved from'))
      return { title: 'Editing required', description: SAVED_COPY_FALLBACK, variant: 'destructive' };
  }
  return { title: 'Action failed', description: 'Failed to update recipe visibility. Please try again.', variant: 'destructive' };
}

interface Togglable {
  id: number;
  isFavorite: boolean;
  isPublic: boolean;
  source: string;
}

/**
 * Favourite and public/private toggles with the spec's toasts; the lists are refetched afterwards. The
 * toggles keep their identity across renders, so a memoised card list re-renders only the card that changed.
 */
export function useRecipeToggles(onChanged?: (recipe: Recipe) => void) {
  const { toast } = useToast();
  const revalidate = useRevalidateRecipes();
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const running = useRef(new Set<string>());
  const latestOnChanged = useRef(onChanged);
  useEffect(() => {
    latestOnChanged.current = onChanged;
  });

  const run = useCallback(async (key: string, work: () => Promise<void>) => {
    if (running.current.has(key)) return;
    running.current.add(key);
    setPending((p) => ({ ...p, [key]: true }));
    try {
      await work();
    } finally {
      running.current.delete(key);
      setPending((p) => ({ ...p, [key]: false }));
    }
  }, []);

  const toggleFavorite = useCallback(
    (recipe: Togglable) =>
      run(`fav-${recipe.id}`, async () => {
        const next = !recipe.isFavorite;
        try {
          const updated = await setRecipeFavorite(recipe.id, next);
          latestOnChanged.current?.(updated);
          toast({ title: next ? 'Added to favorites' : 'Removed from favorites', variant: 'success' });
        } catch {
          toast({ title: 'Error', description: 'Failed to update favorite status. Please try again.', variant: 'destructive' });
        }
        await revalidate();
      }),
    [run, toast, revalidate],
  );

  const togglePublic = useCallback(
    (recipe: Togglable) =>
      run(`pub-${recipe.id}`, async () => {
        const next = !recipe.isPublic;
        try {
          const updated = await setRecipePublic(recipe.id, next);
          latestOnChanged.current?.(updated);
          toast({ title: updated.isPublic ? 'Recipe made public' : 'Recipe made private', variant: 'success', duration: 3000 });
        } catch (error) {
          toast(visibilityErrorToast(error, recipe.source));
        }
        await revalidate();
      }),
    [run, toast, revalidate],
  );

  return {
    toggleFavorite,
    togglePublic,
    isFavoritePending: (id: number) => pending[`fav-${id}`] === true,
    isPublicPending: (id: number) => pending[`pub-${id}`] === true,
  };
}
