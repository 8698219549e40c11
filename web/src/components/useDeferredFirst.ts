import { useDeferredValue } from 'react';

/**
 * `value`, except that its first defined value is shown by a transition: the render that SWR's answer
 * causes (synchronous, one long task for a screen of cards) keeps showing the loading state, and React
 * renders the data in slices of a few milliseconds right after. Later changes (an edit, a rollback)
 * show at once, in the same render as everything else.
 */
export function useDeferredFirst<T>(value: T | undefined): T | undefined {
  const deferred = useDeferredValue(value);
  return deferred === undefined ? undefined : value;
}
