import type { QueuedChange } from '../../api/offline';
import type { NewPantryItem, NewShoppingItem } from './api';
import type { PantryRow, ShoppingRow } from './hooks/useInventory';

/*
 * The lists as the cook left them: the server's list (or, offline after a reload, the service worker's copy
 * of it) with the changes still waiting in the offline queue applied in order, as the screen showed them
 * when they were made. An item that exists only in the queue keeps its temporary id and is marked queued.
 */

const itemId = (path: string, list: 'shopping' | 'pantry') => {
  const match = new RegExp(`^/api/${list}/(-?\\d+)$`).exec(path);
  return match ? Number(match[1]) : undefined;
};

export function shoppingWithQueued(list: ShoppingRow[], queued: QueuedChange[]): ShoppingRow[] {
  return queued.reduce((rows, change) => {
    if (change.method === 'POST' && change.path === '/api/shopping' && change.creates) {
      const { name, category } = change.body as NewShoppingItem;
      const row: ShoppingRow = {
        id: change.creates.tempId,
        userId: 0,
        name,
        category,
        checked: false,
        createdAt: change.createdAt,
        quantity: null,
        unit: null,
      };
      return [{ ...row, queued: true }, ...rows];
    }
    const id = itemId(change.path, 'shopping');
    if (id === undefined) return rows;
    if (change.method === 'DELETE') return rows.filter((row) => row.id !== id);
    const { checked } = change.body as { checked: boolean };
    return rows.map((row) => (row.id === id ? { ...row, checked } : row));
  }, list);
}

export function pantryWithQueued(list: PantryRow[], queued: QueuedChange[]): PantryRow[] {
  return queued.reduce((rows, change) => {
    if (change.method === 'POST' && change.path === '/api/pantry' && change.creates) {
      const item = change.body as NewPantryItem;
      return [{ ...item, id: change.creates.tempId, userId: 0, addedAt: change.createdAt, queued: true }, ...rows];
    }
    // A check that put the shopping item into the pantry: the row the screen showed for it.
    if (change.creates?.from === 'pantryItem' && change.shown) return [{ ...(change.shown as PantryRow), queued: true }, ...rows];
    const id = itemId(change.path, 'pantry');
    if (id === undefined) return rows;
    if (change.method === 'DELETE') return rows.filter((row) => row.id !== id);
    return rows.map((row) => (row.id === id ? { ...row, ...(change.body as Partial<PantryRow>) } : row));
  }, list);
}
