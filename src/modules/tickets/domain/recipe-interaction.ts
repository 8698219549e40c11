/** The feedback on someone else's public recipe that earns tickets. */
export const RECIPE_INTERACTIONS = ['rating', 'comment', 'photo'] as const;
export type RecipeInteractionType = (typeof RECIPE_INTERACTIONS)[number];

export const INTERACTION_TICKETS = 1;
/** Awards per user and UTC day. */
export const DAILY_INTERACTION_AWARDS = 5;

const DESCRIPTIONS: Record<RecipeInteractionType, string> = {
  rating: 'Rated a community recipe',
  comment: 'Commented on a community recipe',
  photo: 'Added a photo to a community recipe',
};

/** The award of one interaction: once per recipe and type, so its ledger key is too. */
export function interactionAward(recipeId: number, interaction: RecipeInteractionType) {
  return {
    tickets: INTERACTION_TICKETS,
    description: DESCRIPTIONS[interaction],
    idempotencyKey: `recipe-interaction:${recipeId}:${interaction}`,
  };
}
