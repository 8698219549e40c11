import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { isApiError } from '../../../api/client';
import { useToast } from '../../../components/toast';
import {
  addEntry,
  addPlanToShoppingList,
  isPlanKey,
  planKey,
  removeEntry,
  updateEntry,
  type Meal,
  type MealPlanEntry,
  type PlanShoppingResult,
  type PlannedRecipe,
} from '../api';
import type { CalendarDate } from '../dates';

// Entries shown before the server has answered get negative ids, unique in the page's lifetime.
let lastTemporaryId = 0;
/** Whether the entry is saved (not one shown while its POST is under way): only a saved one can change. */
export const isSaved = (entry: MealPlanEntry) => entry.id > 0;

/** What a new entry is: a recipe (any shape that carries the fields the plan shows), or a note. */
export type NewPlanned =
  { date: CalendarDate; meal: Meal; recipe: PlannedRecipe; servings?: number } | { date: CalendarDate; meal: Meal; note: string };

/** The server's reason for a refusal ('This day already has 40 planned meals. …'), else a word about the connection. */
export const reasonOf = (error: unknown) => (isApiError(error) ? error.message : 'Check your connection and try again.');

/** What a plan entry shows of a recipe, and nothing more. */
export const plannedOf = ({ id, name, slug, imageUrl, cookTime, prepTime, totalTime, servings }: PlannedRecipe): PlannedRecipe => ({
  id,
  name,
  slug,
  imageUrl,
  cookTime,
  prepTime,
  totalTime,
  servings,
});

/**
 * The plan's changes for the range on screen, each shown at once and undone when the server refuses, with
 * the server's message in a toast. Entries keep the server's order within a meal: a new or moved entry goes
 * to the end of its meal, as the server puts it.
 */
export function usePlanActions(from: CalendarDate, to: CalendarDate) {
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const key = planKey(from, to);
  const inRange = useCallback((date: CalendarDate) => date >= from && date <= to, [from, to]);
  const queues = useRef(new Map<number, { tail: Promise<unknown>; waiting: number }>());

  const setList = useCallback(
    (change: (list: MealPlanEntry[]) => MealPlanEntry[]) =>
      void mutate<MealPlanEntry[]>(key, (list) => (list ? change(list) : list), { revalidate: false }),
    [mutate, key],
  );
  /** Other ranges in the cache (another week, Home's today) read again: a change may concern them. */
  const refreshOthers = useCallback(() => void mutate((k) => isPlanKey(k) && k !== key), [mutate, key]);
  const fail = useCallback((title: string, error: unknown) => toast({ title, description: reasonOf(error), variant: 'destructive' }), [toast]);

  const add = useCallback(
    async (planned: NewPlanned): Promise<boolean> => {
      const recipe = 'recipe' in planned ? plannedOf(planned.recipe) : undefined;
      const temp: MealPlanEntry = {
        id: --lastTemporaryId,
        date: planned.date,
        meal: planned.meal,
        ...(recipe ? { recipeId: recipe.id, recipe, servings: ('servings' in planned && planned.servings) || recipe.servings } : {}),
        ...('note' in planned ? { note: planned.note, servings: null } : {}),
      } as MealPlanEntry;
      const shown = inRange(planned.date);
      if (shown) setList((list) => [...list, temp]);
      try {
        const saved = await addEntry({
          date: planned.date,
          meal: planned.meal,
          ...(recipe ? { recipeId: recipe.id, ...('servings' in planned && planned.servings ? { servings: planned.servings } : {}) } : {}),
          ...('note' in planned ? { note: planned.note } : {}),
        });
        if (shown) {
          setList((list) => {
            const rest = list.filter((e) => e.id !== saved.id);
            return rest.some((e) => e.id === temp.id) ? rest.map((e) => (e.id === temp.id ? saved : e)) : [...rest, saved];
          });
        }
        refreshOthers();
        return true;
      } catch (error) {
        if (shown) setList((list) => list.filter((e) => e.id !== temp.id));
        fail('Could not add to the plan', error);
        return false;
      }
    },
    [inRange, setList, refreshOthers, fail],
  );

  const move = useCallback(
    async (entry: MealPlanEntry, date: CalendarDate, meal: Meal) => {
      if (!isSaved(entry) || (entry.date === date && entry.meal === meal)) return;
      let index = -1;
      setList((list) => {
        index = list.findIndex((e) => e.id === entry.id);
        const rest = list.filter((e) => e.id !== entry.id);
        return inRange(date) ? [...rest, { ...entry, date, meal }] : rest;
      });
      try {
        const saved = await updateEntry(entry.id, { date, meal });
        setList((list) => list.map((e) => (e.id === saved.id ? saved : e)));
        refreshOthers();
      } catch (error) {
        setList((list) => {
          const rest = list.filter((e) => e.id !== entry.id);
          rest.splice(index < 0 ? rest.length : Math.min(index, rest.length), 0, entry);
          return rest;
        });
        fail('Could not move the meal', error);
      }
    },
    [inRange, setList, refreshOthers, fail],
  );

  /** Servings are shown at once and sent one change after another, so the server ends with the last one chosen. */
  const setServings = useCallback(
    async (entry: MealPlanEntry, servings: number) => {
      if (!isSaved(entry) || entry.servings === servings) return;
      setList((list) => list.map((e) => (e.id === entry.id ? { ...e, servings } : e)));
      const queue = queues.current.get(entry.id) ?? { tail: Promise.resolve(), waiting: 0 };
      queue.waiting += 1;
      const sent = queue.tail.then(() => updateEntry(entry.id, { servings }));
      queue.tail = sent.catch(() => undefined);
      queues.current.set(entry.id, queue);
      try {
        const saved = await sent;
        if (queue.waiting === 1) setList((list) => list.map((e) => (e.id === saved.id ? saved : e)));
      } catch (error) {
        // Undone unless a later change replaced it.
        setList((list) => list.map((e) => (e.id === entry.id && e.servings === servings ? { ...e, servings: entry.servings } : e)));
        fail('Could not change the servings', error);
      } finally {
        queue.waiting -= 1;
        if (queue.waiting === 0) queues.current.delete(entry.id);
      }
    },
    [setList, fail],
  );

  const remove = useCallback(
    async (entry: MealPlanEntry) => {
      if (!isSaved(entry)) return;
      let index = -1;
      setList((list) => {
        index = list.findIndex((e) => e.id === entry.id);
        return list.filter((e) => e.id !== entry.id);
      });
      try {
        await removeEntry(entry.id);
        refreshOthers();
        const again: NewPlanned = entry.recipe
          ? { date: entry.date, meal: entry.meal, recipe: entry.recipe, servings: entry.servings ?? undefined }
          : { date: entry.date, meal: entry.meal, note: entry.note ?? '' };
        const undo = () => void add(again);
        // A recipe made private since cannot be planned again: no Undo to offer.
        toast({
          title: 'Removed from the plan',
          variant: 'success',
          duration: 8000,
          ...(entry.recipe || entry.note !== undefined ? { action: { label: 'Undo', onClick: undo } } : {}),
        });
      } catch (error) {
        setList((list) => {
          if (list.some((e) => e.id === entry.id)) return list;
          const next = [...list];
          next.splice(index < 0 ? next.length : Math.min(index, next.length), 0, entry);
          return next;
        });
        fail('Could not remove the meal', error);
      }
    },
    [setList, refreshOthers, add, toast, fail],
  );

  return { add, move, setServings, remove };
}

export type PlanActions = ReturnType<typeof usePlanActions>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The toast after adding a plan to the shopping list: what was added, merged and skipped. */
export function shoppingListSummary({ added, merged, skipped }: PlanShoppingResult): { title: string; description?: string } {
  const inPantry = skipped.filter((s) => s.reason === 'in_pantry').length;
  const onList = skipped.filter((s) => s.reason === 'on_list').length;
  const also = [
    ...(added.length > 0 && merged.length > 0 ? [`${merged.length} merged`] : []),
    ...(inPantry > 0 ? [`${inPantry} already in your pantry`] : []),
    ...(onList > 0 ? [`${onList} already on your list`] : []),
  ];
  const more = also.length > 0 ? ` (${also.join(', ')})` : '';
  if (added.length > 0) return { title: `Added ${plural(added.length, 'item')} to your shopping list${more}` };
  if (merged.length > 0) return { title: `Updated ${plural(merged.length, 'item')} on your shopping list${more}` };
  return {
    title: 'Nothing to add',
    description:
      skipped.length > 0 ? 'Everything is already in your pantry or on your list.' : 'The recipes planned for these days have no ingredients.',
  };
}

/** 'Add week to shopping list' and 'Add day to shopping list': the server merges amounts and skips what is there. */
export function useAddPlanToShoppingList() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const busy = useRef(false);

  return useCallback(
    async (from: CalendarDate, to: CalendarDate, entries: MealPlanEntry[]) => {
      if (busy.current) return;
      if (!entries.some((e) => e.date >= from && e.date <= to && e.recipe)) {
        toast({
          title: 'Nothing to add',
          description: from === to ? 'No recipes are planned for this day.' : 'No recipes are planned for this week.',
        });
        return;
      }
      busy.current = true;
      try {
        const summary = shoppingListSummary(await addPlanToShoppingList(from, to));
        toast({
          ...summary,
          variant: summary.description ? 'default' : 'success',
          duration: 8000,
          action: { label: 'View list', href: '/shopping-pantry', onClick: () => void navigate('/shopping-pantry') },
        });
      } catch (error) {
        toast({ title: 'Could not add to your shopping list', description: reasonOf(error), variant: 'destructive' });
      } finally {
        busy.current = false;
      }
    },
    [toast, navigate],
  );
}
