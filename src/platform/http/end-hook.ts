import type { Response } from 'express';

/** Runs the `end` a hook stands in front of, with these arguments. */
export type EndBefore = (res: Response, args: unknown[]) => Response;

/**
 * A hook on `res.end` (to hold a response, or to change its body): `hookEnd(res, state)` makes this
 * response's `end` call `onEnd(res, args, state, endBefore)`.
 *
 * `res.end` becomes one function shared by every response, and this response's `state` and the `end`
 * it replaced wait under a symbol. Not a closure made per request and stored on the response: with
 * one, V8 kept each whole request (request, response, rows, headers) through a young collection and
 * moved it to the old generation, about 4 KB per request and a full collection every 2 s under load
 * (docs/architecture-notes.md §4).
 */
export function endHook<State>(
  onEnd: (res: Response, args: unknown[], state: State, endBefore: EndBefore) => Response,
): (res: Response, state: State) => void {
  const hooked = Symbol('end hook');
  type Hooked = Response & { [hooked]: { end: Response['end']; state: State } };
  const endBefore: EndBefore = (res, args) => ((res as Hooked)[hooked].end as (...args: unknown[]) => Response).apply(res, args);
  function end(this: Response, ...args: unknown[]): Response {
    return onEnd(this, args, (this as Hooked)[hooked].state, endBefore);
  }
  return (res, state) => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- endBefore applies it to this response
    (res as Hooked)[hooked] = { end: res.end, state };
    res.end = end as Response['end'];
  };
}
