export { InventoryModule } from './inventory.module.js';
export { PantryItemSchema, ShoppingItemSchema } from './adapters/persistence/inventory.schema.js';
// For the data export (portability): both lists as the cook sees them.
export { InventoryQueries } from './application/inventory.queries.js';
// For the meal planner (planning): a week's ingredient lines onto the shopping list with merged amounts.
export { AddIngredientsToShoppingList } from './application/shopping-commands.js';
export type { AddedIngredients } from './application/ports/shopping-list.repository.js';
export type { IngredientLine } from './domain/ingredients-to-list.js';
export type { SkippedIngredient, SkipReason } from './domain/recipe-to-list.js';
export type { ShoppingItem } from './domain/inventory.js';
export { InvalidServingsFactorError, ShoppingListFullError } from './domain/inventory.errors.js';
// The same item and skip shapes as GET /api/shopping and the recipe's 'Add to shopping list'.
export { ShoppingItemDto, SkippedIngredientDto } from './adapters/http/dto/inventory.dto.js';
