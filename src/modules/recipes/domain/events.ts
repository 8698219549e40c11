/**
 * What happened to a recipe's community feedback, for the modules that react to it (social turns it
 * into a notification, tickets into an earning). Published after the write is committed.
 */
export class RecipeCommented {
  static readonly eventName = 'recipes.recipe-commented';
  constructor(
    readonly recipeId: number,
    readonly recipeOwnerId: number,
    /** The cook who commented. */
    readonly userId: number,
    readonly commentId: number,
    /** Whether the recipe was public at that moment (its owner may also give feedback on a private one). */
    readonly recipeIsPublic: boolean,
  ) {}
}

export class RecipeRated {
  static readonly eventName = 'recipes.recipe-rated';
  constructor(
    readonly recipeId: number,
    readonly recipeOwnerId: number,
    /** The cook who rated. */
    readonly userId: number,
    readonly ratingId: number,
    readonly rating: number,
    /** False when the cook replaced an earlier rating of theirs. */
    readonly isFirstRating: boolean,
    readonly recipeIsPublic: boolean,
  ) {}
}

export class RecipePhotoAdded {
  static readonly eventName = 'recipes.recipe-photo-added';
  constructor(
    readonly recipeId: number,
    readonly recipeOwnerId: number,
    /** The cook who added the photo. */
    readonly userId: number,
    readonly photoId: number,
    readonly recipeIsPublic: boolean,
  ) {}
}

/**
 * A recipe became public: created public, or made public after being private (each time it goes from
 * private to public). Published after the write is committed.
 */
export class RecipePublished {
  static readonly eventName = 'recipes.recipe-published';
  constructor(
    readonly recipeId: number,
    /** The recipe's owner, who published it. */
    readonly userId: number,
  ) {}
}
