import { api, isApiError, toApiError, unwrap } from '../../api/client';
import { totalCount } from '../../components/listHeaders';
import type { components } from '../../api/schema';

export type RecipeSummary = components['schemas']['RecipeSummaryDto'];
export type Recipe = components['schemas']['RecipeDto'];
export type CreateRecipeBody = components['schemas']['CreateRecipeDto'];
/** PATCH /api/recipes/{id} takes any subset of the fields (the generated type marks defaults as required). */
export type UpdateRecipeBody = components['schemas']['UpdateRecipeDto'];
export type PublicUser = components['schemas']['PublicUserDto'];

export interface RecipeListQuery {
  search?: string;
  category?: string;
  limit?: number;
  offset?: number;
}

export interface RecipeList {
  recipes: RecipeSummary[];
  /** X-Total-Count: all recipes matching the query, beyond the limit. */
  total: number;
}

/** SWR keys of the recipe feature: lists are ['/api/recipes', query], one recipe is ['/api/recipes/{id}', id]. */
export const recipeListKey = (query: RecipeListQuery) => ['/api/recipes', query] as const;
export const RECIPE_CATEGORIES_KEY = '/api/recipes/categories';
export const recipeKey = (id: number) => ['/api/recipes/{id}', id] as const;
export const publicUserKey = (id: number) => ['/api/users/{id}', id] as const;

/** Whether an SWR key belongs to the recipe lists or the category filter (refetched after changes). */
export function isRecipeCollectionKey(key: unknown): boolean {
  return key === RECIPE_CATEGORIES_KEY || (Array.isArray(key) && key[0] === '/api/recipes');
}

export async function fetchRecipeList(query: RecipeListQuery): Promise<RecipeList> {
  const q: RecipeListQuery = {};
  if (query.search?.trim()) q.search = query.search.trim();
  if (query.category) q.category = query.category;
  if (query.limit) q.limit = query.limit;
  if (query.offset) q.offset = query.offset;
  const { data, error, response } = await api.GET('/api/recipes', { params: { query: q } });
  if (!response.ok || !data) throw toApiError(response, error);
  return { recipes: data, total: totalCount(response, data.length) };
}

export function fetchRecipeCategories(): Promise<string[]> {
  return unwrap(api.GET('/api/recipes/categories'));
}

export function fetchRecipe(id: number): Promise<Recipe> {
  return unwrap(api.GET('/api/recipes/{id}', { params: { path: { id } } }));
}

/** GET /api/users/{id}; nothing (null) on a non-OK reply (spec document 1 §7). */
export async function fetchPublicUser(id: number): Promise<PublicUser | null> {
  try {
    const { data, response } = await api.GET('/api/users/{id}', { params: { path: { id } } });
    return response.ok && data ? data : null;
  } catch {
    return null;
  }
}

export function createRecipe(body: CreateRecipeBody): Promise<Recipe> {
  return unwrap(api.POST('/api/recipes', { body }));
}

export function updateRecipe(id: number, body: UpdateRecipeBody): Promise<Recipe> {
  return unwrap(api.PATCH('/api/recipes/{id}', { params: { path: { id } }, body }));
}

export function deleteRecipe(id: number): Promise<{ message: string }> {
  return unwrap(api.DELETE('/api/recipes/{id}', { params: { path: { id } } }));
}

export function setRecipeFavorite(id: number, isFavorite: boolean): Promise<Recipe> {
  return unwrap(api.POST('/api/recipes/{id}/favorite', { params: { path: { id } }, body: { isFavorite } }));
}

export function setRecipePublic(id: number, isPublic: boolean): Promise<Recipe> {
  return unwrap(api.PATCH('/api/recipes/{id}/public', { params: { path: { id } }, body: { isPublic } }));
}

export function saveRecipeCopy(id: number): Promise<Recipe> {
  return unwrap(api.POST('/api/recipes/save/{id}', { params: { path: { id } } }));
}

export function generateRecipeImage(name: string, category: string): Promise<{ imageUrl: string }> {
  return unwrap(api.POST('/api/recipe/generate-image', { body: { prompt: name, category, forceNew: true } }));
}

/** The stored picture for this name and category, generated once when there is none. */
export function findRecipeImage(name: string, category: string): Promise<{ imageUrl: string }> {
  return unwrap(api.POST('/api/images/generate', { body: { prompt: name, category } }));
}

export type NutritionResult = components['schemas']['NutritionFactsDto'];

/** Per-serving nutrition facts; `unmatched` lists the lines the nutrient table could not match. */
export function calculateNutrition(ingredients: string[], servings: number): Promise<NutritionResult> {
  return unwrap(api.POST('/api/recipe/calculate-nutrition', { body: { ingredients, servings } }));
}

// ---- Community recipes and feedback (issue 13) ----

export type PublicRecipeCard = components['schemas']['PublicRecipeCardDto'];
export type Comment = components['schemas']['CommentDto'];
export type Rating = components['schemas']['RatingDto'];
export type RatingSummary = components['schemas']['RatingSummaryDto'];
export type SavedRating = components['schemas']['SavedRatingDto'];
export type RecipePhoto = components['schemas']['RecipePhotoDto'];

export interface PublicRecipeQuery {
  category?: string;
  search?: string;
  cursor?: string;
  limit?: number;
}

export interface PublicRecipePage {
  recipes: PublicRecipeCard[];
  /** X-Next-Cursor: the cursor of the next page, null on the last one. */
  nextCursor: string | null;
}

/** A page of feedback (comments, photos) and X-Total-Count, the true total. */
export interface FeedbackPage<T> {
  items: T[];
  total: number;
}

/** SWR keys of the community data; pages of an infinite list add their cursor or offset. */
export const PUBLIC_RECIPES_KEY = '/api/public-recipes';
export const PUBLIC_CATEGORIES_KEY = '/api/public-recipes/categories';
export const commentsKey = (recipeId: number, offset: number) => ['/api/recipes/{id}/comments', recipeId, offset] as const;
export const photosKey = (recipeId: number, offset: number) => ['/api/recipes/{id}/photos', recipeId, offset] as const;
export const ratingsKey = (recipeId: number) => ['/api/recipes/{id}/ratings', recipeId] as const;
export const userRatingKey = (recipeId: number, userId: number) => ['/api/recipes/{id}/ratings/user', recipeId, userId] as const;

/** Whether a failure is worth one more try: the network or the server, not a refused request. */
const retryable = (error: unknown) => !isApiError(error) || error.status >= 500;

/** One page of public recipes, newest shared first; the first failure of the network or server is retried once. */
export async function fetchPublicRecipes(query: PublicRecipeQuery): Promise<PublicRecipePage> {
  const q: PublicRecipeQuery = {};
  if (query.category) q.category = query.category;
  if (query.search?.trim()) q.search = query.search.trim();
  if (query.cursor) q.cursor = query.cursor;
  if (query.limit) q.limit = query.limit;
  const once = async (): Promise<PublicRecipePage> => {
    const { data, error, response } = await api.GET('/api/public-recipes', { params: { query: q } });
    if (!response.ok || !data) throw toApiError(response, error);
    return { recipes: data, nextCursor: response.headers.get('X-Next-Cursor') || null };
  };
  try {
    return await once();
  } catch (error) {
    if (!retryable(error)) throw error;
    return once();
  }
}

export function fetchPublicCategories(): Promise<string[]> {
  return unwrap(api.GET('/api/public-recipes/categories'));
}

export async function fetchComments(id: number, offset: number, limit: number): Promise<FeedbackPage<Comment>> {
  const { data, error, response } = await api.GET('/api/recipes/{id}/comments', { params: { path: { id }, query: { offset, limit } } });
  if (!response.ok || !data) throw toApiError(response, error);
  return { items: data, total: totalCount(response, offset + data.length) };
}

export function addComment(id: number, content: string): Promise<Comment> {
  return unwrap(api.POST('/api/recipes/{id}/comments', { params: { path: { id } }, body: { content } }));
}

export function deleteComment(id: number, commentId: number): Promise<{ message: string }> {
  return unwrap(api.DELETE('/api/recipes/{id}/comments/{commentId}', { params: { path: { id, commentId } } }));
}

export function fetchRatings(id: number): Promise<RatingSummary> {
  return unwrap(api.GET('/api/recipes/{id}/ratings', { params: { path: { id } } }));
}

export async function fetchUserRating(id: number): Promise<number | null> {
  return (await unwrap(api.GET('/api/recipes/{id}/ratings/user', { params: { path: { id } } }))).rating;
}

export function saveRating(id: number, rating: number): Promise<SavedRating> {
  return unwrap(api.POST('/api/recipes/{id}/ratings', { params: { path: { id } }, body: { rating } }));
}

export async function fetchPhotos(id: number, offset: number, limit: number): Promise<FeedbackPage<RecipePhoto>> {
  const { data, error, response } = await api.GET('/api/recipes/{id}/photos', { params: { path: { id }, query: { offset, limit } } });
  if (!response.ok || !data) throw toApiError(response, error);
  return { items: data, total: totalCount(response, offset + data.length) };
}

export function addPhoto(id: number, photoUrl: string, caption: string): Promise<RecipePhoto> {
  const body = caption.trim() ? { photoUrl, caption: caption.trim() } : { photoUrl };
  return unwrap(api.POST('/api/recipes/{id}/photos', { params: { path: { id } }, body }));
}

export function deletePhoto(id: number, photoId: number): Promise<{ message: string }> {
  return unwrap(api.DELETE('/api/recipes/{id}/photos/{photoId}', { params: { path: { id, photoId } } }));
}

export type ProcessedRecipe = components['schemas']['ProcessedRecipeDto'];

/**
 * POST /api/recipe/process-image: reads the recipe in a photo or PDF (a data URL) and saves it as the
 * cook's; `uncertainFields` are those the reader was unsure of.
 */
export function extractRecipeFromFile(imageData: string): Promise<ProcessedRecipe> {
  return unwrap(api.POST('/api/recipe/process-image', { body: { imageData } }));
}

/** Which AI features the server's provider offers (photo reading by AI is charged, offline reading is free). */
export type AssistantCapabilities = components['schemas']['AssistantCapabilitiesDto'];
export const ASSISTANT_CAPABILITIES_KEY = '/api/assistant/capabilities';

export function fetchAssistantCapabilities(): Promise<AssistantCapabilities> {
  return unwrap(api.GET('/api/assistant/capabilities'));
}

export type ImportedRecipe = components['schemas']['ImportedRecipeDto'];

/** POST /api/recipes/import: the recipe on a web page, for the creation form (nothing is saved). */
export function importRecipeFromUrl(url: string): Promise<ImportedRecipe> {
  return unwrap(api.POST('/api/recipes/import', { body: { url } }));
}
