/** What a recipe card needs, nothing more (never image bytes: images are /media URLs). */
export interface RecipeCardRow {
  id: number;
  userId: number;
  name: string;
  description: string;
  imageUrl: string | null;
  cookTime: number;
  servings: number;
  difficulty: string;
  category: string;
  tags: string[];
  isFavorite: boolean;
  isPublic: boolean;
  isModerated: boolean;
  source: string;
  /** ISO 8601, UTC. */
  createdAt: string;
}

/** A card of the cook's own list: the card and the times the planner's list adds up. */
export interface OwnRecipeCardRow extends RecipeCardRow {
  prepTime: number | null;
  totalTime: number | null;
}

/** What a meal-plan suggestion weighs of one of the cook's recipes (the first tags and ingredient lines only). */
export interface PlanningCandidateRow {
  id: number;
  name: string;
  category: string;
  tags: string[];
  isFavorite: boolean;
  cookTime: number;
  prepTime: number | null;
  totalTime: number | null;
  servings: number;
  imageUrl: string | null;
  ingredients: string[];
}

export interface MyRecipesFilter {
  search?: string;
  category?: string;
  limit: number;
  offset: number;
}

/** A card of the community listing: the recipe card, its author and its rating aggregate. */
export interface PublicRecipeRow extends RecipeCardRow {
  username: string;
  ratingCount: number;
  ratingSum: number;
  /** published_at to the microsecond, as text (the keyset of the next page). */
  publishedAtKey: string;
}

/** The position after which the next page starts: the last card's published_at and id. */
export interface PublicListPosition {
  publishedAt: string;
  id: number;
}

export interface PublicRecipesFilter {
  /** One author's public recipes only. */
  userId?: number;
  search?: string;
  category?: string;
  limit: number;
  after?: PublicListPosition;
}

export abstract class RecipeReadModel {
  /**
   * Public recipes, newest shared first (published_at desc, id desc), at most `limit` rows after
   * `filter.after`; one SQL statement, no total.
   */
  abstract listPublic(filter: PublicRecipesFilter): Promise<PublicRecipeRow[]>;
  /** The distinct categories of public recipes, sorted. */
  abstract publicCategories(): Promise<string[]>;
  /** The owner's recipes, favourites first then newest, with the total before paging. */
  abstract listForOwner(userId: number, filter: MyRecipesFilter): Promise<{ rows: OwnRecipeCardRow[]; total: number }>;
  abstract categoriesOf(userId: number): Promise<string[]>;
  /** At most `limit` of the owner's recipes (saved copies included): favourites first, then the most recently updated. */
  abstract planningCandidates(userId: number, limit: number): Promise<PlanningCandidateRow[]>;
}
