/**
 * A recipe's rules, enforced by the server and checked by the recipe form before it sends (document 1
 * §5): the field limits, their messages, and the slug of a recipe's address.
 */
export const RECIPE_LIMITS = {
  name: 200,
  description: 5000,
  cookTimeMinutes: 100_000,
  servings: 1000,
  yield: 100,
} as const;

export const RECIPE_MESSAGES = {
  nameRequired: 'Recipe name is required',
  nameTooLong: `Recipe name cannot exceed ${RECIPE_LIMITS.name} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description cannot exceed ${RECIPE_LIMITS.description} characters`,
  cookTime: 'Cook time must be at least 1 minute',
  servings: 'Servings must be at least 1',
  prepTime: 'Prep time must be at least 1 minute',
  totalTime: 'Total time must be at least 1 minute',
  yieldTooLong: `Yield cannot exceed ${RECIPE_LIMITS.yield} characters`,
  ingredients: 'At least one ingredient is required',
  instructions: 'At least one instruction is required',
} as const;

/** The slug of a recipe address: lower case, non-word characters removed, spaces as hyphens. */
export function recipeSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}
