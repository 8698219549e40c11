import { Injectable } from '@nestjs/common';
import { type AddedIngredients, AddIngredientsToShoppingList, type IngredientLine } from '../../inventory/index.js';
import { RecipeCatalog } from '../../recipes/index.js';
import { checkRange } from '../domain/meal-plan.js';
import { MealPlanRepository } from './ports/meal-plan.repository.js';

/**
 * Every planned recipe from `from` to `to` onto the shopping list: each ingredient line scaled to the
 * entry's servings, amounts merged across recipes by the inventory module (which also skips what the
 * pantry covers). A recipe its owner has since made private is left out.
 */
@Injectable()
export class ShopForPlan {
  constructor(
    private readonly plan: MealPlanRepository,
    private readonly recipes: RecipeCatalog,
    private readonly shopping: AddIngredientsToShoppingList,
  ) {}

  async execute(userId: number, from: unknown, to: unknown): Promise<AddedIngredients> {
    const range = checkRange(from, to);
    const planned = (await this.plan.list(userId, range.from, range.to)).filter((entry) => entry.recipe && entry.servings);
    const recipes = new Map(
      (
        await this.recipes.ingredientsOfVisible(
          userId,
          planned.map((entry) => entry.recipe!.id),
        )
      ).map((recipe) => [recipe.id, recipe]),
    );
    const lines: IngredientLine[] = planned.flatMap((entry) => {
      const recipe = recipes.get(entry.recipe!.id);
      if (!recipe) return [];
      const factor = entry.servings! / Math.max(1, recipe.servings);
      return recipe.ingredients.map((line) => ({ line, factor }));
    });
    if (lines.length === 0) return { added: [], merged: [], skipped: [] };
    return this.shopping.execute(userId, lines);
  }
}
