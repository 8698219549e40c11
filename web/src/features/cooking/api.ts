import { api, isApiError, toApiError, unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import type { ProgressChangeBody } from './progressRules';

export type CookingRecipe = components['schemas']['RecipeDto'];
export type Progress = components['schemas']['ProgressDto'];

/** The same key as the recipe screens use for one recipe, so a cook coming from the detail screen sees it at once. */
export const cookingRecipeKey = (id: number) => ['/api/recipes/{id}', id] as const;
export const progressKey = (id: number) => ['/api/recipes/{id}/progress', id] as const;

export function fetchCookingRecipe(id: number): Promise<CookingRecipe> {
  return unwrap(api.GET('/api/recipes/{id}', { params: { path: { id } } }));
}

/** GET /api/recipes/{id}/progress; null when the cook has none yet (404). */
export async function fetchProgress(recipeId: number): Promise<Progress | null> {
  const { data, error, response } = await api.GET('/api/recipes/{id}/progress', { params: { path: { id: recipeId } } });
  if (response.status === 404) return null;
  if (!response.ok || !data) throw toApiError(response, error);
  return data;
}

/** POST /api/recipes/{id}/progress at step 0 with nothing done; 'exists' when the server already has one (409). */
export async function startProgress(recipeId: number): Promise<Progress | 'exists'> {
  try {
    return await unwrap(
      api.POST('/api/recipes/{id}/progress', { params: { path: { id: recipeId } }, body: { currentStep: 0, completedSteps: [], recipeId } }),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 409) return 'exists';
    throw error;
  }
}

export function updateProgress(recipeId: number, body: ProgressChangeBody): Promise<Progress> {
  return unwrap(api.PATCH('/api/recipes/{id}/progress', { params: { path: { id: recipeId } }, body }));
}
