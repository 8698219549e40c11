import { Injectable } from '@nestjs/common';
import { type MyRecipesFilter, type PublicRecipeRow, type RecipeCardRow, RecipeReadModel } from './ports/recipe.read-model.js';
import { decodeCursor, encodeCursor } from './public-cursor.js';

export interface PublicRecipesQuery {
  search?: string;
  category?: string;
  limit?: number;
  cursor?: string;
}

@Injectable()
export class RecipeQueries {
  constructor(private readonly readModel: RecipeReadModel) {}

  myRecipes(userId: number, filter: Partial<MyRecipesFilter>): Promise<{ rows: RecipeCardRow[]; total: number }> {
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
      search: query.search?.trim() || undefined,
      category: query.category?.trim() || undefined,
      after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
      limit: limit + 1, // one more than the page tells whether another page exists
    });
    if (rows.length <= limit) return { rows };
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return { rows: page, nextCursor: encodeCursor({ publishedAt: last.publishedAtKey, id: last.id }) };
  }

  publicCategories(): Promise<string[]> {
    return this.readModel.publicCategories();
  }
}
