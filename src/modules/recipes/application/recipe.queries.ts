import { Injectable } from '@nestjs/common';
import { type MyRecipesFilter, type PublicRecipeRow, type OwnRecipeCardRow, RecipeReadModel } from './ports/recipe.read-model.js';
import { decodeCursor, keysetPage } from './public-cursor.js';

export interface PublicRecipesQuery {
  userId?: number;
  search?: string;
  category?: string;
  limit?: number;
  cursor?: string;
}

@Injectable()
export class RecipeQueries {
  constructor(private readonly readModel: RecipeReadModel) {}

  myRecipes(userId: number, filter: Partial<MyRecipesFilter>): Promise<{ rows: OwnRecipeCardRow[]; total: number }> {
    return this.readModel.listForOwner(userId, {
      search: filter.search?.trim() || undefined,
      category: filter.category?.trim() || undefined,
      limit: filter.limit ?? 100,
      offset: filter.offset ?? 0,
    });
  }

  myCategories(userId: number): Promise<string[]> {
    return this.readModel.categoriesOf(userId);
  }

  /** A page of the community listing and the cursor of the next one (undefined on the last page). */
  async publicRecipes(query: PublicRecipesQuery): Promise<{ rows: PublicRecipeRow[]; nextCursor?: string }> {
    const limit = query.limit ?? 24;
    const rows = await this.readModel.listPublic({
      userId: query.userId,
      search: query.search?.trim() || undefined,
      category: query.category?.trim() || undefined,
      after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
      limit: limit + 1,
    });
    return keysetPage(rows, limit);
  }

  publicCategories(): Promise<string[]> {
    return this.readModel.publicCategories();
  }
}
