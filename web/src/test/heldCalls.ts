/**
 * Calls of a fake server that a test holds back to look at the screen in between: `hold(call)` makes the
 * next requests of that call wait in `passGate(call)` until `release(call)`.
 */
export function heldCalls<Call>() {
  const held = new Map<Call, (() => void)[]>();
  return {
    passGate: async (call: Call): Promise<void> => {
      const waiting = held.get(call);
      if (waiting) await new Promise<void>((resolve) => waiting.push(resolve));
    },
    hold: (call: Call): void => void held.set(call, []),
    release: (call: Call): void => {
      const waiting = held.get(call) ?? [];
      held.delete(call);
      waiting.forEach((resolve) => resolve());
    },
  };
}
