import { Injectable } from '@nestjs/common';
import { type MyRecipesFilter, type RecipeCardRow, RecipeReadModel } from './ports/recipe.read-model.js';

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
}
