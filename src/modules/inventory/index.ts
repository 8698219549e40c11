export { InventoryModule } from './inventory.module.js';
export { PantryItemSchema, ShoppingItemSchema } from './adapters/persistence/inventory.schema.js';
// For the data export (portability): both lists as the cook sees them.
export { InventoryQueries } from './application/inventory.queries.js';
