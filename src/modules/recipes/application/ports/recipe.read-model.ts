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
  createdAt: Date;
}

export interface MyRecipesFilter {
  search?: string;
  category?: string;
  limit: number;
  offset: number;
}

export abstract class RecipeReadModel {
  /** The owner's recipes, favourites first then newest, with the total before paging. */
  abstract listForOwner(userId: number, filter: MyRecipesFilter): Promise<{ rows: RecipeCardRow[]; total: number }>;
  abstract categoriesOf(userId: number): Promise<string[]>;
}
