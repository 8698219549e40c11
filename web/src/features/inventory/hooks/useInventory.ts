import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { isApiError } from '../../../api/client';
import { useOnline } from '../../../api/online';
import { preloadIntoCache } from '../../../api/preloadIntoCache';
import { useToast } from '../../../components/toast';
import {
  PANTRY_KEY,
  SHOPPING_KEY,
  addPantryItem,
  addRecipeToShoppingList,
  addShoppingItem,
  clearShoppingList,
  deletePantryItem,
  deleteShoppingItem,
  fetchPantry,
  fetchShoppingList,
  setShoppingItemChecked,
  updatePantryItem,
  type NewPantryItem,
  type NewShoppingItem,
  type PantryField,
  type PantryItem,
  type ShoppingItem,
} from '../api';
import { DEFAULT_PERCENTAGE, DEFAULT_QUANTITY, DEFAULT_UNIT } from '../inventoryRules';

/**
 * A change the offline queue keeps for later (api/offline) shows at once like any other; `queued` marks an
 * item that exists only in the queue so far (added, or put into the pantry by a check, while offline): it
 * keeps its temporary id until the replay, yet can be checked, changed and deleted like a saved one.
 */
interface Queued {
  queued?: boolean;
}

/** A shopping item as the screen holds it. */
export type ShoppingRow = ShoppingItem & Queued;

/**
 * A pantry item as the screen holds it. `parsing` marks the one a check has just put there: the server
 * reads its quantity and unit from the shopping text, so until it answers they are not shown.
 */
export type PantryRow = PantryItem & Queued & { parsing?: boolean };

// Items shown before the server has answered get negative ids, unique in the page's lifetime (and, being
// kept in the offline queue, unique across reloads: they start below the time of the page's start).
let lastTemporaryId = -Math.floor(Date.now() / 1000) * 1000;
const temporaryId = () => --lastTemporaryId;
export const isTemporary = (id: number) => id < 0;
/** Waiting for the server's answer: nothing can be done with it yet (an item kept in the queue can). */
export const isSaving = (item: { id: number } & Queued) => isTemporary(item.id) && !item.queued;

/** Newest first, like the server's lists (createdAt or addedAt desc, then id desc). */
function newestFirst<T extends { id: number }>(time: (item: T) => string) {
  return (a: T, b: T) => time(b).localeCompare(time(a)) || b.id - a.id;
}
const shoppingOrder = newestFirst<ShoppingItem>((i) => i.createdAt);
const pantryOrder = newestFirst<PantryRow>((i) => i.addedAt);

const replace = <T extends { id: number }>(list: T[], id: number, next: T) => list.map((i) => (i.id === id ? next : i));
const without = <T extends { id: number }>(list: T[], id: number) => list.filter((i) => i.id !== id);
/** Puts `items` back (after a failed delete or clear), where the order puts them, unless already there. */
function restore<T extends { id: number }>(list: T[], items: T[], order: (a: T, b: T) => number): T[] {
  const missing = items.filter((item) => !list.some((i) => i.id === item.id));
  return [...list, ...missing].sort(order);
}
/** Swaps a temporary item for the saved one (or adds it, when a refetch already dropped the temporary one). */
function settle<T extends { id: number }>(list: T[], tempId: number, saved: T, order: (a: T, b: T) => number): T[] {
  const rest = list.filter((i) => i.id !== tempId && i.id !== saved.id);
  return [...rest, saved].sort(order);
}

/** The server's reason for a refusal (a 4xx message such as 'Your pantry is full …'), not for a crash. */
const reason = (error: unknown) => (isApiError(error) && error.status < 500 ? error.message : undefined);

function useList<T>(key: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    (change: (list: T[]) => T[]) => void mutate<T[]>(key, (list) => (list ? change(list) : list), { revalidate: false }),
    [mutate, key],
  );
}

/** Fetches the shopping list and the pantry before Home's kitchen card renders (see preloadIntoCache). */
export function preloadKitchen(): Promise<unknown> {
  return Promise.all([preloadIntoCache(SHOPPING_KEY, fetchShoppingList), preloadIntoCache(PANTRY_KEY, fetchPantry)]);
}

/**
 * A list from the server. Offline, the last one read stays (SWR keeps data when a revalidation fails) and
 * `offline` says why a list never read cannot show; it is read when the connection returns. A list with
 * data is not read then: the offline queue's replay reads it once the queued changes are in.
 */
function useServerList<T>(key: string, fetcher: () => Promise<T[]>) {
  const { data, error, isLoading, mutate } = useSWR<T[], Error>(key, fetcher, { revalidateOnMount: true });
  const online = useOnline();
  const missing = !data && !!error;
  useEffect(() => {
    if (online && missing) void mutate();
  }, [online, missing, mutate]);
  return { items: data, error, offline: !online, isLoading: isLoading && !data, retry: () => void mutate() };
}

export function useShoppingList() {
  return useServerList<ShoppingRow>(SHOPPING_KEY, fetchShoppingList);
}

export function usePantry() {
  return useServerList<PantryRow>(PANTRY_KEY, fetchPantry);
}

/** Ids with a request under way, to ignore a second click and to mark the row busy. */
function useBusy() {
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const set = (id: number, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return { has: (id: number) => busy.has(id), set };
}

/**
 * The shopping list's changes, each shown at once and undone with the spec's message when the server
 * refuses (spec document 2 §4, §8). Checking an item also puts it into the pantry at once.
 */
export function useShoppingActions() {
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const setShopping = useList<ShoppingRow>(SHOPPING_KEY);
  const setPantry = useList<PantryRow>(PANTRY_KEY);
  const busy = useBusy();
  const online = useOnline();

  const fail = (title: string, error: unknown) => toast({ title, description: reason(error), variant: 'destructive' });

  const add = async ({ name, category }: NewShoppingItem) => {
    const trimmed = name.trim();
    // An empty name is silently ignored (spec document 2 §5).
    if (!trimmed) return;
    const temp: ShoppingRow = {
      id: temporaryId(),
      userId: 0,
      name: trimmed,
      category,
      checked: false,
      createdAt: new Date().toISOString(),
      quantity: null,
      unit: null,
    };
    setShopping((list) => [temp, ...list]);
    try {
      const sent = await addShoppingItem({ name: trimmed, category }, temp.id);
      if (sent.queued) {
        setShopping((list) => list.map((i) => (i.id === temp.id ? { ...i, queued: true } : i)));
        return;
      }
      setShopping((list) => settle<ShoppingRow>(list, temp.id, sent.data, shoppingOrder));
      toast({ title: 'Item added', variant: 'success' });
    } catch (error) {
      setShopping((list) => without(list, temp.id));
      fail('Could not add item to shopping list.', error);
    }
  };

  const toggle = async (item: ShoppingRow) => {
    if (isSaving(item) || busy.has(item.id)) return;
    const checked = !item.checked;
    // Unchecking never touches the pantry; checking adds the item there until the server says otherwise.
    const moved: PantryRow | null = checked
      ? {
          id: temporaryId(),
          userId: item.userId,
          name: item.name,
          quantity: DEFAULT_QUANTITY,
          unit: DEFAULT_UNIT,
          percentage: DEFAULT_PERCENTAGE,
          addedAt: new Date().toISOString(),
          parsing: true,
        }
      : null;
    busy.set(item.id, true);
    setShopping((list) => list.map((i) => (i.id === item.id ? { ...i, checked } : i)));
    if (moved) setPantry((list) => [moved, ...list]);
    let queued = false;
    try {
      const sent = await setShoppingItemChecked(item.id, checked, moved ?? undefined);
      queued = sent.queued;
      if (sent.queued) {
        // The pantry item exists in the queue only, until the replay: it can be changed meanwhile.
        if (moved) setPantry((list) => list.map((i) => (i.id === moved.id ? { ...i, queued: true } : i)));
        return;
      }
      const { pantryItem, ...saved } = sent.data;
      setShopping((list) => replace<ShoppingRow>(list, item.id, saved));
      if (moved) setPantry((list) => (pantryItem ? settle<PantryRow>(list, moved.id, pantryItem, pantryOrder) : without(list, moved.id)));
      if (checked) toast({ title: 'Item moved to pantry', variant: 'success' });
    } catch (error) {
      setShopping((list) => list.map((i) => (i.id === item.id ? { ...i, checked: item.checked } : i)));
      if (moved) setPantry((list) => without(list, moved.id));
      fail('Could not update item status.', error);
    } finally {
      busy.set(item.id, false);
      // Kept for later: what shows is the change; the replay reads both lists again.
      if (!queued) {
        void mutate(SHOPPING_KEY);
        void mutate(PANTRY_KEY);
      }
    }
  };

  const remove = async (item: ShoppingRow) => {
    if (isSaving(item)) return;
    setShopping((list) => without(list, item.id));
    try {
      const sent = await deleteShoppingItem(item.id);
      if (!sent.queued) toast({ title: 'Item deleted', variant: 'success' });
    } catch (error) {
      setShopping((list) => restore(list, [item], shoppingOrder));
      fail('Could not delete item from shopping list.', error);
    }
  };

  /** Clear All needs the network (it is not kept for later): offline it does nothing (the button says why). */
  const clearAll = async (items: ShoppingRow[]) => {
    if (!online) return;
    const cleared = items.filter((i) => !isTemporary(i.id));
    setShopping((list) => list.filter((i) => isTemporary(i.id)));
    try {
      const result = await clearShoppingList();
      toast({ title: 'Shopping list cleared', variant: 'success' });
      // Something was added meanwhile (another tab): show what the server kept.
      if (result.itemsRemaining > 0) void mutate(SHOPPING_KEY);
    } catch (error) {
      setShopping((list) => restore(list, cleared, shoppingOrder));
      fail('Failed to clear shopping list.', error);
    }
  };

  return { add, toggle, remove, clearAll, canClear: online, isBusy: busy.has };
}

/**
 * The pantry's changes, shown at once and undone on failure (spec document 2 §4, §8). Changes to one
 * item are sent one after another, so the server ends with the last value the cook chose.
 */
export function usePantryActions() {
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const setPantry = useList<PantryRow>(PANTRY_KEY);
  const queues = useRef(new Map<number, { tail: Promise<unknown>; waiting: number }>());

  const fail = (title: string, error: unknown) => toast({ title, description: reason(error), variant: 'destructive' });

  const add = async (item: NewPantryItem) => {
    const name = item.name.trim();
    if (!name) return;
    const temp: PantryRow = { ...item, name, id: temporaryId(), userId: 0, addedAt: new Date().toISOString() };
    setPantry((list) => [temp, ...list]);
    try {
      const sent = await addPantryItem({ ...item, name }, temp.id);
      if (sent.queued) {
        setPantry((list) => list.map((i) => (i.id === temp.id ? { ...i, queued: true } : i)));
        return;
      }
      setPantry((list) => settle<PantryRow>(list, temp.id, sent.data, pantryOrder));
      toast({ title: 'Item added', variant: 'success' });
    } catch (error) {
      setPantry((list) => without(list, temp.id));
      fail('Could not add item to pantry.', error);
    }
  };

  const update = async <F extends PantryField>(item: PantryRow, field: F, value: PantryItem[F]) => {
    if (isSaving(item) || item[field] === value) return;
    setPantry((list) => list.map((i) => (i.id === item.id ? { ...i, [field]: value } : i)));

    const queue = queues.current.get(item.id) ?? { tail: Promise.resolve(), waiting: 0 };
    queue.waiting += 1;
    const sent = queue.tail.then(() => updatePantryItem(item.id, { [field]: value }));
    queue.tail = sent.catch(() => undefined);
    queues.current.set(item.id, queue);
    try {
      const answer = await sent;
      // A later change is on its way: its answer is the one to show. A change kept for later has none yet.
      if (queue.waiting === 1 && !answer.queued) setPantry((list) => replace<PantryRow>(list, item.id, answer.data));
    } catch (error) {
      // Undo this change unless a later one has replaced it; then read what the server holds.
      setPantry((list) => list.map((i) => (i.id === item.id && i[field] === value ? { ...i, [field]: item[field] } : i)));
      fail('Failed to update pantry item.', error);
      void mutate(PANTRY_KEY);
    } finally {
      queue.waiting -= 1;
      if (queue.waiting === 0) queues.current.delete(item.id);
    }
  };

  const remove = async (item: PantryRow) => {
    if (isSaving(item)) return;
    setPantry((list) => without(list, item.id));
    try {
      const sent = await deletePantryItem(item.id);
      if (!sent.queued) toast({ title: 'Item removed', variant: 'success' });
    } catch (error) {
      setPantry((list) => restore(list, [item], pantryOrder));
      fail('Failed to remove pantry item.', error);
    }
  };

  return { add, update, remove };
}

/** The recipe detail's 'Add to Shopping List' (spec document 1 §5, §8): the server normalises and skips. */
export function useAddRecipeToShoppingList() {
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const online = useOnline();

  const add = async (recipeId: number) => {
    // Needs the server (it normalises the names and skips what is there): not kept for later.
    if (pending || !online) return;
    setPending(true);
    try {
      const { addedCount, skipped } = await addRecipeToShoppingList(recipeId);
      if (addedCount > 0) {
        const what = addedCount === 1 ? '1 ingredient' : `${addedCount} ingredients`;
        toast({ title: 'Added to shopping list', description: `${what} added to your shopping list.`, variant: 'success' });
      } else {
        const description = skipped.some((s) => s.reason === 'on_list')
          ? 'Everything is already on your shopping list or in your pantry.'
          : 'All ingredients are already in your pantry!';
        toast({ title: 'Nothing to add', description });
      }
      void mutate(SHOPPING_KEY);
    } catch {
      toast({ title: 'Error', description: 'Failed to add ingredients to shopping list.', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return { add, pending, online };
}
