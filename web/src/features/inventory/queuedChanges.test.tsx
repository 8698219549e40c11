import type { QueuedChange } from '../../api/offline';
import type { PantryRow, ShoppingRow } from './hooks/useInventory';
import { pantryWithQueued, shoppingWithQueued } from './queuedChanges';

const at = '2026-11-28T10:00:00.000Z';
const change = (fields: Omit<QueuedChange, 'accountId' | 'idempotencyKey' | 'createdAt'>): QueuedChange => ({
  accountId: 1,
  idempotencyKey: 'k',
  createdAt: at,
  ...fields,
});
const item = (id: number, name: string, checked = false): ShoppingRow => ({
  id,
  userId: 1,
  name,
  category: 'Other',
  checked,
  createdAt: at,
  quantity: null,
  unit: null,
});
const pantry = (id: number, name: string, percentage = 100): PantryRow => ({
  id,
  userId: 1,
  name,
  quantity: 1,
  unit: 'pcs',
  percentage,
  addedAt: at,
});

describe('the lists with the changes still queued on this device', () => {
  it('shows the shopping list as the cook left it: added, ticked, deleted, then ticked again', () => {
    const queued = [
      change({
        method: 'POST',
        path: '/api/shopping',
        body: { name: 'butter', category: 'Dairy' },
        keys: ['/api/shopping'],
        creates: { tempId: -7, from: 'id' },
      }),
      change({ method: 'PATCH', path: '/api/shopping/1', body: { checked: true }, keys: ['/api/shopping', '/api/pantry'] }),
      change({ method: 'DELETE', path: '/api/shopping/2', keys: ['/api/shopping'] }),
      change({ method: 'PATCH', path: '/api/shopping/-7', body: { checked: true }, keys: ['/api/shopping', '/api/pantry'] }),
    ];
    const rows = shoppingWithQueued([item(1, 'milk'), item(2, 'eggs'), item(3, 'rice')], queued);
    expect(rows.map((row) => [row.id, row.name, row.checked, !!row.queued])).toEqual([
      [-7, 'butter', true, true],
      [1, 'milk', true, false],
      [3, 'rice', false, false],
    ]);
  });

  it('shows the pantry with what a tick moved there, an item added, a change and a removal', () => {
    const moved = { ...pantry(-8, 'milk'), userId: 0 };
    const queued = [
      change({
        method: 'PATCH',
        path: '/api/shopping/1',
        body: { checked: true },
        keys: ['/api/shopping', '/api/pantry'],
        creates: { tempId: -8, from: 'pantryItem' },
        shown: moved,
      }),
      change({
        method: 'POST',
        path: '/api/pantry',
        body: { name: 'flour', quantity: 1, unit: 'kg', percentage: 100 },
        keys: ['/api/pantry'],
        creates: { tempId: -9, from: 'id' },
      }),
      change({ method: 'PATCH', path: '/api/pantry/5', body: { percentage: 25 }, keys: ['/api/pantry'] }),
      change({ method: 'DELETE', path: '/api/pantry/6', keys: ['/api/pantry'] }),
    ];
    const rows = pantryWithQueued([pantry(5, 'oil'), pantry(6, 'salt')], queued);
    expect(rows.map((row) => [row.id, row.name, row.percentage, !!row.queued])).toEqual([
      [-9, 'flour', 100, true],
      [-8, 'milk', 100, true],
      [5, 'oil', 25, false],
    ]);
  });

  it('leaves the lists alone when nothing waits', () => {
    const list = [item(1, 'milk')];
    expect(shoppingWithQueued(list, [])).toBe(list);
  });
});
