import { Injectable } from '@nestjs/common';
import type { PantryItem, ShoppingItem } from '../domain/inventory.js';
import { PantryRepository } from './ports/pantry.repository.js';
import { ShoppingListRepository } from './ports/shopping-list.repository.js';

/** Both lists are whole (at most 500 and 1,000 items by the caps), newest first. */
@Injectable()
export class InventoryQueries {
  constructor(
    private readonly shopping: ShoppingListRepository,
    private readonly pantry: PantryRepository,
  ) {}

  shoppingList(userId: number): Promise<ShoppingItem[]> {
    return this.shopping.list(userId);
  }

  pantryItems(userId: number): Promise<PantryItem[]> {
    return this.pantry.list(userId);
  }
}
