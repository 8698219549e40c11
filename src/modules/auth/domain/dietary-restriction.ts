/** Every dietary restriction id Savor knows (DECISIONS.md: Identity and accounts). */
export const DIETARY_RESTRICTIONS = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'dairy-free',
  'nut-free',
  'low-carb',
  'keto',
  'paleo',
  'pescatarian',
  'halal',
  'kosher',
] as const;

export type DietaryRestriction = (typeof DIETARY_RESTRICTIONS)[number];
