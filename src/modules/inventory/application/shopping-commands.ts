import { Injectable } from '@nestjs/common';
import { RecipeCatalog } from '../../recipes/index.js';
import { ShoppingItemNotFoundError } from '../domain/inventory.errors.js';
import { INVENTORY_LIMITS, PANTRY_DEFAULTS, type ShoppingDraft, type ShoppingItem } from '../domain/inventory.js';
import { type IngredientLine, planIngredientAdditions } from '../domain/ingredients-to-list.js';
import { pantryItemFromShoppingItem } from '../domain/pantry-item-parser.js';
import { planRecipeAdditions } from '../domain/recipe-to-list.js';
import { type AddedFromRecipe, type AddedIngredients, type CheckedItem, ShoppingListRepository } from './ports/shopping-list.repository.js';

@Injectable()
export class AddShoppingItem {
  constructor(private readonly shopping: ShoppingListRepository) {}

  execute(userId: number, item: ShoppingDraft): Promise<ShoppingItem> {
    return this.shopping.add(userId, item, INVENTORY_LIMITS.shoppingItems);
  }
}

/**
 * Checking moves the item into the pantry, once, with its amount (in the matching pantry unit) or, for an
 * item without one, the quantity and unit read from its name; unchecking leaves the pantry alone.
 */
@Injectable()
export class SetShoppingItemChecked {
  constructor(private readonly shopping: ShoppingListRepository) {}

  async execute(userId: number, id: number, checked: boolean): Promise<CheckedItem> {
    const change = checked
      ? await this.shopping.check(
          userId,
          id,
          (item) => ({ ...pantryItemFromShoppingItem(item), percentage: PANTRY_DEFAULTS.percentage }),
          INVENTORY_LIMITS.pantryItems,
        )
      : await this.shopping.uncheck(userId, id).then((item) => item && { item, pantryItem: null });
    if (!change) throw new ShoppingItemNotFoundError();
    return change;
  }
}

@Injectable()
export class DeleteShoppingItem {
  constructor(private readonly shopping: ShoppingListRepository) {}

  async execute(userId: number, id: number): Promise<void> {
    if (!(await this.shopping.delete(userId, id))) throw new ShoppingItemNotFoundError();
  }
}

@Injectable()
export class ClearShoppingList {
  constructor(private readonly shopping: ShoppingListRepository) {}

  execute(userId: number): Promise<{ cleared: number; remaining: number }> {
    return this.shopping.clear(userId);
  }
}

/** A recipe's ingredients onto the list (document 1 §5): the user's own recipe or a public one, else 404. */
@Injectable()
export class AddRecipeToShoppingList {
  constructor(
    private readonly shopping: ShoppingListRepository,
    private readonly recipes: RecipeCatalog,
  ) {}

  async execute(userId: number, recipeId: number): Promise<AddedFromRecipe> {
    const ingredients = await this.recipes.ingredientsVisibleTo(userId, recipeId);
    return this.shopping.addPlanned(userId, (held) => planRecipeAdditions(ingredients, held), INVENTORY_LIMITS.shoppingItems);
  }
}

/**
 * Ingredient lines of several recipes onto the list with their amounts (the meal planner's export): each
 * line scaled by its factor, one ingredient's amounts summed where they combine, what the pantry covers
 * skipped (or only the shortfall added), amounts added to unchecked items of the same name. One transaction
 * under the user's inventory lock; all or nothing under the 500-item cap (ShoppingListFullError, 409).
 */
@Injectable()
export class AddIngredientsToShoppingList {
  constructor(private readonly shopping: ShoppingListRepository) {}

  execute(userId: number, lines: readonly IngredientLine[]): Promise<AddedIngredients> {
    return this.shopping.addIngredients(userId, (held) => planIngredientAdditions(lines, held), INVENTORY_LIMITS.shoppingItems);
  }
}
