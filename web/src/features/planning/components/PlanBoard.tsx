import { createContext, useCallback, useContext, useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { Meal, MealPlanEntry, PlannedRecipe } from '../api';
import type { CalendarDate } from '../dates';
import type { PlanActions } from '../hooks/usePlanActions';

/** What is being dragged: a recipe from the side list (planned where it lands), or an entry (moved there). */
export type DragPayload = { kind: 'recipe'; recipe: PlannedRecipe } | { kind: 'entry'; entry: MealPlanEntry };

const MIME = 'application/x-savor-plan';
export const slotId = (date: CalendarDate, meal: Meal) => `${date}:${meal}`;

/** What every slot and entry of the week needs: the changes, the dialogs, and drag and drop. */
export interface PlanBoard {
  today: CalendarDate;
  actions: PlanActions;
  openAdd: (date: CalendarDate, meal: Meal) => void;
  openMove: (entry: MealPlanEntry) => void;
  addDayToShoppingList: (date: CalendarDate) => void;
  /** The slot a drag is over (highlighted), or null. */
  dropTarget: string | null;
  dragSource: (payload: DragPayload) => { draggable: true; onDragStart: (event: DragEvent) => void; onDragEnd: () => void };
  dropTargetProps: (
    date: CalendarDate,
    meal: Meal,
  ) => { onDragOver: (event: DragEvent) => void; onDragLeave: (event: DragEvent) => void; onDrop: (event: DragEvent) => void };
}

const PlanBoardContext = createContext<PlanBoard | null>(null);

export function usePlanBoard(): PlanBoard {
  const board = useContext(PlanBoardContext);
  if (!board) throw new Error('usePlanBoard must be used inside <PlanBoardProvider>');
  return board;
}

/**
 * Native HTML5 drag and drop (no library): recipes from the side list and entries between slots. The
 * payload is kept here as well as in the DataTransfer, because a drag over a target may read only the
 * types of what it carries. Keyboard users have 'Add' and 'Move to…' for the same.
 */
export function PlanBoardProvider({
  children,
  ...board
}: Omit<PlanBoard, 'dropTarget' | 'dragSource' | 'dropTargetProps'> & { children: ReactNode }) {
  const dragged = useRef<DragPayload | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const { actions } = board;

  const end = useCallback(() => {
    dragged.current = null;
    setDropTarget(null);
  }, []);

  const dragSource = useCallback(
    (payload: DragPayload) => ({
      draggable: true as const,
      onDragStart: (event: DragEvent) => {
        dragged.current = payload;
        const name = payload.kind === 'recipe' ? payload.recipe.name : (payload.entry.recipe?.name ?? payload.entry.note ?? '');
        event.dataTransfer.effectAllowed = payload.kind === 'entry' ? 'move' : 'copy';
        event.dataTransfer.setData(MIME, payload.kind === 'entry' ? `entry:${payload.entry.id}` : `recipe:${payload.recipe.id}`);
        event.dataTransfer.setData('text/plain', name);
      },
      onDragEnd: end,
    }),
    [end],
  );

  const dropTargetProps = useCallback(
    (date: CalendarDate, meal: Meal) => {
      const id = slotId(date, meal);
      return {
        onDragOver: (event: DragEvent) => {
          if (!dragged.current) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = dragged.current.kind === 'entry' ? 'move' : 'copy';
          setDropTarget(id);
        },
        onDragLeave: (event: DragEvent) => {
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
          setDropTarget((current) => (current === id ? null : current));
        },
        onDrop: (event: DragEvent) => {
          const payload = dragged.current;
          end();
          if (!payload) return;
          event.preventDefault();
          if (payload.kind === 'recipe') void actions.add({ date, meal, recipe: payload.recipe });
          else void actions.move(payload.entry, date, meal);
        },
      };
    },
    [actions, end],
  );

  return <PlanBoardContext.Provider value={{ ...board, dropTarget, dragSource, dropTargetProps }}>{children}</PlanBoardContext.Provider>;
}
