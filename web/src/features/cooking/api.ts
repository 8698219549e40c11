import { api, isApiError, toApiError, unwrap } from '../../api/client';
import { changeQueue, type QueuedChange } from '../../api/offline';
import { isNetworkError } from '../../api/online';
import type { components } from '../../api/schema';
import type { ProgressChangeBody } from './progressRules';

export type CookingRecipe = components['schemas']['RecipeDto'];
export type Progress = components['schemas']['ProgressDto'];

/** The same key as the recipe screens use for one recipe, so a cook coming from the detail screen sees it at once. */
export const cookingRecipeKey = (id: number) => ['/api/recipes/{id}', id] as const;
export const progressKey = (id: number) => `/api/recipes/${id}/progress`;

export function fetchCookingRecipe(id: number): Promise<CookingRecipe> {
  return unwrap(api.GET('/api/recipes/{id}', { params: { path: { id } } }));
}

/**
 * GET /api/recipes/{id}/progress; null when the cook has none yet (404). Changes still queued on this
 * device are shown on top of what the server (or, offline, the service worker's copy) says; offline with
 * changes queued and nothing read before, they are the progress.
 */
export async function fetchProgress(recipeId: number): Promise<Progress | null> {
  let saved: Progress | null;
  try {
    const { data, error, response } = await api.GET('/api/recipes/{id}/progress', { params: { path: { id: recipeId } } });
    if (response.status === 404) saved = null;
    else if (!response.ok || !data) throw toApiError(response, error);
    else saved = data;
  } catch (error) {
    const queued = isNetworkError(error) ? await changeQueue.queuedFor(progressKey(recipeId)) : [];
    if (queued.length === 0) throw error;
    return withQueuedChanges(null, queued, recipeId);
  }
  // Read after the answer: a change sent meanwhile is in the answer, and no longer in the queue.
  return withQueuedChanges(saved, await changeQueue.queuedFor(progressKey(recipeId)), recipeId);
}

/** The progress once the queued start and changes (each PATCH body is a whole state) are applied. */
export function withQueuedChanges(saved: Progress | null, queued: QueuedChange[], recipeId: number): Progress | null {
  return queued.reduce<Progress | null>((progress, change) => {
    if (change.method === 'POST') return progress ?? startedOffline(recipeId);
    return progress && { ...progress, ...(change.body as ProgressChangeBody) };
  }, saved);
}

/** Progress started on this device while offline, shown until the server's arrives. */
export function startedOffline(recipeId: number): Progress {
  const now = new Date().toISOString();
  return { id: 0, userId: 0, recipeId, currentStep: 0, completedSteps: [], isCompleted: false, startedAt: now, lastUpdatedAt: now };
}

/**
 * A change to the progress goes through the offline queue (api/offline), with an Idempotency-Key: offline
 * it is kept, shown at once and sent when the connection returns, in order. The progress's changes are
 * one chain: when the server refuses one (a start that finds progress made on another device), the later
 * ones are dropped, and the server's progress is read again and shown.
 */
const progressChange = (recipeId: number, method: 'POST' | 'PATCH', body: unknown) => {
  const path = progressKey(recipeId);
  return changeQueue.submit<Progress>({ method, path, body, keys: [path], chain: path, conflictMessage: PROGRESS_CONFLICT });
};

/** A start made offline found progress the cook had saved meanwhile (another device): the saved one is kept. */
export const PROGRESS_CONFLICT = 'You had already started this recipe on another device: the progress saved there is kept.';

/**
 * POST /api/recipes/{id}/progress at step 0 with nothing done; 'exists' when the server already has one
 * (409), 'queued' when it is kept to be sent later.
 */
export async function startProgress(recipeId: number): Promise<Progress | 'exists' | 'queued'> {
  try {
    const result = await progressChange(recipeId, 'POST', { currentStep: 0, completedSteps: [], recipeId });
    return result.queued ? 'queued' : result.data;
  } catch (error) {
    if (isApiError(error) && error.status === 409) return 'exists';
    throw error;
  }
}

/** PATCH /api/recipes/{id}/progress; 'queued' when it is kept to be sent later. */
export async function updateProgress(recipeId: number, body: ProgressChangeBody): Promise<Progress | 'queued'> {
  const result = await progressChange(recipeId, 'PATCH', body);
  return result.queued ? 'queued' : result.data;
}
