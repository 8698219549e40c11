import { startTransition, useEffect, useState } from 'react';

/** Cards a phone or a laptop shows before scrolling. */
export const FIRST_PAINT_ITEMS = 6;

/**
 * The first items at once, all of them right after in a transition: the first screenful paints
 * without waiting for a page of 48 cards, whose render React then does in interruptible slices.
 */
export function useProgressive<T>(items: T[], first = FIRST_PAINT_ITEMS): T[] {
  const [complete, setComplete] = useState(false);
  const pending = !complete && items.length > first;
  useEffect(() => {
    if (pending) startTransition(() => setComplete(true));
  }, [pending]);
  return pending ? items.slice(0, first) : items;
}
