import { startTransition, useEffect, useState } from 'react';

/** Cards a phone or a laptop shows before scrolling. */
export const FIRST_PAINT_ITEMS = 6;

/** Items each later transition adds: committing a dozen MUI cards stays a short task on a phone. */
const STEP_ITEMS = 12;

/**
 * The first items at once, then a dozen more per transition until all are shown: the first screenful
 * paints without waiting for a page of 48 cards, and React renders the rest in interruptible slices
 * whose commits stay short (the rest of a page of 48 committed at once was one long task on a phone).
 */
export function useProgressive<T>(items: T[], first = FIRST_PAINT_ITEMS): T[] {
  const [shown, setShown] = useState(first);
  const pending = shown < items.length;
  useEffect(() => {
    if (pending) startTransition(() => setShown((count) => count + STEP_ITEMS));
  }, [pending, shown]);
  return pending ? items.slice(0, shown) : items;
}
