import type { components } from '../../api/schema';
import type { RecipeFormValues } from './recipeHelpers';

/** A field of a recipe read from a photo or PDF that the reader was unsure of (the server's order is the form's). */
export type UncertainField = NonNullable<components['schemas']['ProcessedRecipeDto']['uncertainFields']>[number];

/**
 * What the recipe page gets in its navigation state after a photo import the reader was unsure of:
 * it opens the recipe in its edit form with these fields marked. History keeps the state with the
 * entry, so a reload still shows the marks; saving or cancelling the form clears it.
 */
export interface PhotoCheckState {
  photoCheck: { fields: UncertainField[]; from: 'photo' | 'PDF' };
}

export type PhotoCheck = PhotoCheckState['photoCheck'];

/** The labels of the recipe form's fields, as the summary names them. */
export const CHECK_LABELS: Record<UncertainField, string> = {
  name: 'Recipe Name',
  description: 'Description',
  prepTime: 'Prep Time',
  cookTime: 'Cook Time',
  totalTime: 'Total Time',
  servings: 'Servings',
  yield: 'Yield',
  difficulty: 'Difficulty',
  category: 'Category',
  ingredients: 'Ingredients',
  instructions: 'Instructions',
  tips: 'Tips',
};

function isUncertainField(value: unknown): value is UncertainField & keyof RecipeFormValues {
  return typeof value === 'string' && Object.hasOwn(CHECK_LABELS, value);
}

/** The photo check in a navigation state, with only fields the form knows; null when there is none or nothing to check. */
export function photoCheckOf(state: unknown): PhotoCheck | null {
  if (typeof state !== 'object' || state === null || !('photoCheck' in state)) return null;
  const check = state.photoCheck;
  if (typeof check !== 'object' || check === null) return null;
  const { fields, from } = check as { fields?: unknown; from?: unknown };
  const known = Array.isArray(fields) ? fields.filter(isUncertainField) : [];
  return known.length > 0 ? { fields: known, from: from === 'PDF' ? 'PDF' : 'photo' } : null;
}
