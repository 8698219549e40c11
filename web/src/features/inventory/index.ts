// The inventory feature's public surface: what other features (Home, the recipe detail) may use.
export { AddToShoppingListButton } from './components/AddToShoppingListButton';
export { CompactShoppingList, PantryStatus } from './components/KitchenSummary';
export { preloadKitchen } from './hooks/useInventory';
