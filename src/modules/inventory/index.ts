export { InventoryModule } from './inventory.module.js';
export { PantryItemSchema, ShoppingItemSchema } from './adapters/persistence/inventory.schema.js';
