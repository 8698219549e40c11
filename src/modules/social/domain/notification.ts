/** What a notification is about; a new recipe is notified at most once per follower and recipe. */
export type NotificationKind = 'follower' | 'comment' | 'rating' | 'photo' | 'new-recipe';

export interface Actor {
  id: number;
  username: string;
}

export interface RecipeRef {
  id: number;
  name: string;
}

/** A notification before it has a recipient: its text is written once, with the names of that moment. */
export interface NotificationContent {
  kind: NotificationKind;
  message: string;
  /** The recipe it is about. */
  recipeId: number | null;
  /** The user who caused it. */
  actorId: number | null;
}

const aboutRecipe = (kind: NotificationKind, actor: Actor, recipe: RecipeRef, message: string): NotificationContent => ({
  kind,
  message,
  recipeId: recipe.id,
  actorId: actor.id,
});

/** The notifications the server writes, with the texts of the contract. */
export const notificationOf = {
  newFollower: (follower: Actor): NotificationContent => ({
    kind: 'follower',
    message: `${follower.username} started following you`,
    recipeId: null,
    actorId: follower.id,
  }),
  comment: (actor: Actor, recipe: RecipeRef) => aboutRecipe('comment', actor, recipe, `${actor.username} commented on your recipe "${recipe.name}"`),
  rating: (actor: Actor, recipe: RecipeRef, stars: number) =>
    aboutRecipe('rating', actor, recipe, `${actor.username} rated your recipe "${recipe.name}" ${stars} ${stars === 1 ? 'star' : 'stars'}`),
  photo: (actor: Actor, recipe: RecipeRef) => aboutRecipe('photo', actor, recipe, `${actor.username} added a photo to your recipe "${recipe.name}"`),
  newRecipe: (author: Actor, recipe: RecipeRef) =>
    aboutRecipe('new-recipe', author, recipe, `${author.username} shared a new recipe: "${recipe.name}"`),
};

/** A stored notification of one user. */
export class Notification implements NotificationContent {
  id!: number;
  userId!: number;
  kind!: NotificationKind;
  message!: string;
  recipeId: number | null = null;
  actorId: number | null = null;
  read = false;
  createdAt: Date = new Date();
}
