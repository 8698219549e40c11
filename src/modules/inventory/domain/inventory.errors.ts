import { DomainError } from '../../../platform/errors/domain-error.js';
import { INVENTORY_LIMITS } from './inventory.js';

/** Someone else's item is "not found" too, so other people's items do not leak. */
export class ShoppingItemNotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor() {
    super('Shopping item not found');
  }
}

export class PantryItemNotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor() {
    super('Pantry item not found');
  }
}

export class ShoppingListFullError extends DomainError {
  readonly kind = 'conflict';
  override readonly code = 'LIST_FULL';
  constructor() {
    super(`Your shopping list is full (${INVENTORY_LIMITS.shoppingItems} items). Remove some items first.`);
  }
}

export class PantryFullError extends DomainError {
  readonly kind = 'conflict';
  override readonly code = 'LIST_FULL';
  constructor() {
    super(`Your pantry is full (${INVENTORY_LIMITS.pantryItems} items). Remove some items first.`);
  }
}

export class NothingToUpdateError extends DomainError {
  readonly kind = 'invalid';
  constructor() {
    super('Nothing to update');
  }
}

/** A meal plan's scale for a recipe line: the entry's servings over the recipe's. */
export class InvalidServingsFactorError extends DomainError {
  readonly kind = 'invalid';
  constructor() {
    super('The servings factor must be a positive number');
  }
}
