import { Module } from '@nestjs/common';
import { RecipesModule } from '../recipes/index.js';
import { InventoryQueries } from './application/inventory.queries.js';
import { AddPantryItem, DeletePantryItem, UpdatePantryItem } from './application/pantry-commands.js';
import { PantryRepository } from './application/ports/pantry.repository.js';
import { ShoppingListRepository } from './application/ports/shopping-list.repository.js';
import {
  AddIngredientsToShoppingList,
  AddRecipeToShoppingList,
  AddShoppingItem,
  ClearShoppingList,
  DeleteShoppingItem,
  SetShoppingItemChecked,
} from './application/shopping-commands.js';
import { PantryController } from './adapters/http/pantry.controller.js';
import { ShoppingController } from './adapters/http/shopping.controller.js';
import { SqlPantryRepository } from './adapters/persistence/sql-pantry.repository.js';
import { SqlShoppingListRepository } from './adapters/persistence/sql-shopping-list.repository.js';

@Module({
  imports: [RecipesModule],
  controllers: [ShoppingController, PantryController],
  providers: [
    { provide: ShoppingListRepository, useClass: SqlShoppingListRepository },
    { provide: PantryRepository, useClass: SqlPantryRepository },
    InventoryQueries,
    AddShoppingItem,
    SetShoppingItemChecked,
    DeleteShoppingItem,
    ClearShoppingList,
    AddRecipeToShoppingList,
    AddIngredientsToShoppingList,
    AddPantryItem,
    UpdatePantryItem,
    DeletePantryItem,
  ],
  exports: [InventoryQueries, AddIngredientsToShoppingList],
})
export class InventoryModule {}
