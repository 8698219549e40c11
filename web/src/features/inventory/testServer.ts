import type { User } from '../../api/client';
import { fakeServer, json, makeUser, type FakeServer } from '../../test/render';
import type { FromRecipeResult, PantryItem, ShoppingCategory, ShoppingItem } from './api';
import { heldCalls } from '../../test/heldCalls';

/** Test data and a fake inventory API (the contract of issue 15) for the inventory's component tests. */

export type Call =
  | 'list-shopping'
  | 'add-shopping'
  | 'check'
  | 'delete-shopping'
  | 'clear'
  | 'from-recipe'
  | 'list-pantry'
  | 'add-pantry'
  | 'update-pantry'
  | 'delete-pantry';

export interface InventoryWorld {
  me: User;
  shopping: ShoppingItem[];
  pantry: PantryItem[];
  /** The answer of POST /api/shopping/from-recipe/{id}. */
  fromRecipe?: FromRecipeResult;
  /** Calls that answer 500. */
  failing: Set<Call>;
}

export const ME = makeUser({ id: 1 });

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 60_000).toISOString();

let lastId = 100;

export function shoppingItem(name: string, overrides: Partial<ShoppingItem> = {}): ShoppingItem {
  return { id: ++lastId, userId: ME.id, name, category: 'Other', checked: false, createdAt: daysAgo(0), quantity: null, unit: null, ...overrides };
}

export function pantryItem(name: string, overrides: Partial<PantryItem> = {}): PantryItem {
  return { id: ++lastId, userId: ME.id, name, quantity: 1, unit: 'item', percentage: 100, addedAt: daysAgo(0), ...overrides };
}

export function world(overrides: Partial<InventoryWorld> = {}): InventoryWorld {
  return { me: ME, shopping: [], pantry: [], failing: new Set(), ...overrides };
}

/** Enough of the server's pantry units for the tests. */
const PANTRY_UNIT: Record<string, string> = { g: 'grams', kg: 'kilograms', cup: 'cups', tbsp: 'tablespoons', clove: 'cloves' };

/**
 * Enough of the server's parser for the tests: an item with an amount keeps it ('Butter', 500 g is 500 grams
 * of Butter); else '2 cups rice' is 2 cups of rice, anything else 1 item.
 */
function parse(item: ShoppingItem): Pick<PantryItem, 'name' | 'quantity' | 'unit'> {
  if (item.quantity !== null) return { name: item.name, quantity: item.quantity, unit: item.unit === null ? 'item' : PANTRY_UNIT[item.unit] };
  const m = /^(\d+(?:\.\d+)?)\s+(cups|grams)\s+(.+)$/.exec(item.name);
  return m ? { quantity: Number(m[1]), unit: m[2], name: m[3] } : { quantity: 1, unit: 'item', name: item.name };
}

export interface InventoryServer extends FakeServer {
  /** Holds the answers of `call` until release(call): what the screen shows meanwhile is the optimistic state. */
  hold: (call: Call) => void;
  release: (call: Call) => void;
}

/** A fake inventory API over `w`, changing like the server would. */
export function serveInventory(w: InventoryWorld): InventoryServer {
  const server = fakeServer(w.me);
  const { passGate: gate, hold, release } = heldCalls<Call>();
  const fail = () => json({ message: 'Database unavailable' }, 500);
  const missing = (what: string) => json({ message: `${what} not found` }, 404);

  const inventory = async (request: Request): Promise<Response | undefined> => {
    const { pathname } = new URL(request.url);
    const method = request.method;
    const route = (call: Call) => gate(call).then(() => w.failing.has(call));
    let m: RegExpExecArray | null;

    if (pathname === '/api/shopping' && method === 'GET') {
      if (await route('list-shopping')) return fail();
      return json([...w.shopping].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id));
    }
    if (pathname === '/api/shopping' && method === 'POST') {
      const body = (await request.json()) as { name: string; category?: ShoppingCategory };
      if (await route('add-shopping')) return fail();
      const item = shoppingItem(body.name.trim(), { category: body.category ?? 'Other', createdAt: new Date().toISOString() });
      w.shopping.push(item);
      return json(item, 201);
    }
    if ((m = /^\/api\/shopping\/(\d+)$/.exec(pathname))) {
      const item = w.shopping.find((i) => i.id === Number(m![1]));
      if (method === 'PATCH') {
        const { checked } = (await request.json()) as { checked: boolean };
        if (await route('check')) return fail();
        if (!item) return missing('Item');
        let created: PantryItem | null = null;
        if (checked && !item.checked) {
          created = pantryItem('', { ...parse(item), addedAt: new Date().toISOString() });
          w.pantry.push(created);
        }
        item.checked = checked;
        return json({ ...item, pantryItem: created });
      }
      if (method === 'DELETE') {
        if (await route('delete-shopping')) return fail();
        if (!item) return missing('Item');
        w.shopping = w.shopping.filter((i) => i !== item);
        return json({ message: 'Item deleted' });
      }
    }
    if (pathname === '/api/shopping-clear-all' && method === 'DELETE') {
      if (await route('clear')) return fail();
      const itemsCleared = w.shopping.length;
      w.shopping = [];
      return json({ success: true, itemsCleared, itemsRemaining: 0 });
    }
    if ((m = /^\/api\/shopping\/from-recipe\/(\d+)$/.exec(pathname)) && method === 'POST') {
      if (await route('from-recipe')) return fail();
      const result = w.fromRecipe ?? { added: [], addedCount: 0, skipped: [] };
      w.shopping.push(...result.added);
      return json(result);
    }
    if (pathname === '/api/pantry' && method === 'GET') {
      if (await route('list-pantry')) return fail();
      return json([...w.pantry].sort((a, b) => b.addedAt.localeCompare(a.addedAt) || b.id - a.id));
    }
    if (pathname === '/api/pantry' && method === 'POST') {
      const body = (await request.json()) as Omit<PantryItem, 'id' | 'userId' | 'addedAt'>;
      if (await route('add-pantry')) return fail();
      const item = pantryItem(body.name, { ...body, addedAt: new Date().toISOString() });
      w.pantry.push(item);
      return json(item, 201);
    }
    if ((m = /^\/api\/pantry\/(\d+)$/.exec(pathname))) {
      const item = w.pantry.find((i) => i.id === Number(m![1]));
      if (method === 'PATCH') {
        const change = (await request.json()) as Partial<PantryItem>;
        if (await route('update-pantry')) return fail();
        if (!item) return missing('Pantry item');
        Object.assign(item, change);
        return json(item);
      }
      if (method === 'DELETE') {
        if (await route('delete-pantry')) return fail();
        if (!item) return missing('Pantry item');
        w.pantry = w.pantry.filter((i) => i !== item);
        return json({ message: 'Item removed' });
      }
    }
    return undefined;
  };
  server.use(inventory);
  // Like the server's Idempotency-Key (src/platform/http/idempotency.ts): a repeat gets the first answer.
  const answered = new Map<string, Response>();
  server.use(async (request) => {
    const key = request.headers.get('Idempotency-Key');
    if (!key) return undefined;
    const first = answered.get(key);
    if (first) return first.clone();
    const answer = await inventory(request);
    if (answer?.ok) answered.set(key, answer.clone());
    return answer;
  });

  return {
    ...server,
    hold,
    release,
  };
}

export { bodiesSent } from '../../test/render';

/** The toast's view loads with the first toast. */
export const TOAST = { timeout: 5000 };
