import { EntitySchema } from '@mikro-orm/core';
import { UserSchema } from '../../../auth/index.js';
import { INVENTORY_LIMITS, PantryItem, SHOPPING_CATEGORIES, ShoppingItem } from '../../domain/inventory.js';

const owner = { kind: 'm:1', entity: () => UserSchema as never, mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade' } as const;

export const ShoppingItemSchema = new EntitySchema<ShoppingItem>({
  class: ShoppingItem,
  tableName: 'shopping_items',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { ...owner },
    name: { type: 'string', length: INVENTORY_LIMITS.name },
    category: { type: 'string', length: 20 },
    // The amount to buy: null for an item added by its name alone; a unit null with a quantity is a bare count.
    quantity: { type: 'decimal', precision: 9, scale: INVENTORY_LIMITS.quantityDecimals, nullable: true },
    unit: { type: 'string', length: INVENTORY_LIMITS.unit, nullable: true },
    checked: { type: 'boolean', default: false },
    createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
  },
  checks: [
    {
      name: 'shopping_items_category_check',
      expression: `category in (${SHOPPING_CATEGORIES.map((category) => `'${category}'`).join(', ')})`,
    },
    { name: 'shopping_items_quantity_check', expression: 'quantity > 0' },
    { name: 'shopping_items_unit_check', expression: 'unit is null or quantity is not null' },
  ],
  // The list, newest first, and the count under the cap.
  indexes: [
    {
      name: 'shopping_items_user_created_index',
      expression: 'create index "shopping_items_user_created_index" on "shopping_items" ("user_id", "created_at" desc, "id" desc)',
    },
  ],
});

export const PantryItemSchema = new EntitySchema<PantryItem>({
  class: PantryItem,
  tableName: 'pantry_items',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { ...owner },
    name: { type: 'string', length: INVENTORY_LIMITS.name },
    // 3 decimals, up to 999,999.999 (the API allows 100,000).
    quantity: { type: 'decimal', precision: 9, scale: INVENTORY_LIMITS.quantityDecimals, default: 1 },
    unit: { type: 'string', length: INVENTORY_LIMITS.unit, default: 'item' },
    percentage: { type: 'smallint', default: 100 },
    addedAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
  },
  checks: [
    { name: 'pantry_items_quantity_check', expression: 'quantity > 0' },
    { name: 'pantry_items_percentage_check', expression: 'percentage >= 0 and percentage <= 100' },
  ],
  indexes: [
    {
      name: 'pantry_items_user_added_index',
      expression: 'create index "pantry_items_user_added_index" on "pantry_items" ("user_id", "added_at" desc, "id" desc)',
    },
  ],
});
