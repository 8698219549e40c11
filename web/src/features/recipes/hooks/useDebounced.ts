import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `ms` milliseconds (search boxes ask the server after typing stops). */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    // Nothing to wait for: setting the same value would still re-render the screen once.
    if (Object.is(value, debounced)) return;
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms, debounced]);
  return debounced;
}
