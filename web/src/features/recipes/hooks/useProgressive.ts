import { startTransition, useEffect, useRef, useState } from 'react';
import { useIsReturnVisit } from '../../../components/returnVisit';

/**
 * Cards a screen shows before scrolling: two rows of RecipeGrid, which has one column on a phone, two
 * from 600 px and three from 1200 px.
 */
export function firstPaintItems(width = window.innerWidth): number {
  return width < 600 ? 2 : width < 1200 ? 4 : 6;
}

/** Items each later transition adds: committing half a dozen MUI cards stays a short task on a phone. */
const STEP_ITEMS = 6;

/**
 * The first screenful of items at once, then half a dozen more per transition while the end of what is
 * shown is within a screen of the viewport (`sentinelRef`, an element after the items): the first screen
 * paints without waiting for a page of 48 cards, React renders the rest in interruptible slices whose
 * commits stay short, and a phone renders the cards its user scrolls towards rather than all 48 at once.
 * Where the browser cannot tell what is visible, or no sentinel is rendered, the rest follows at once.
 * Coming back with Back (or Forward), every item renders at once: the page must be as long as it was for
 * the browser to return to where the cook had scrolled.
 */
export function useProgressive<T>(items: T[]) {
  const returnVisit = useIsReturnVisit();
  const [firstPaint] = useState(firstPaintItems);
  const [shown, setShown] = useState(returnVisit ? Infinity : firstPaint);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const pending = shown < items.length;
  useEffect(() => {
    if (!pending) return;
    const showMore = () => startTransition(() => setShown((count) => count + STEP_ITEMS));
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return showMore();
    // A new observer for each step: its first report says whether the end is still near.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        showMore();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [pending, shown]);
  return { shown: pending ? items.slice(0, shown) : items, firstPaint, pending, sentinelRef };
}
