// Not in api/: the sign-in screen loads api/ (the app chunk, web/vite.config.ts) and shows no list.

/** A whole-number header of an answer (X-Total-Count, X-Unread-Count), or `fallback` when it is missing or not a number. */
export function numberHeader(response: Response, name: string, fallback: number): number {
  const value = Number(response.headers.get(name));
  return response.headers.has(name) && Number.isFinite(value) ? value : fallback;
}

/** The true total of a list (X-Total-Count), or `shown` when the answer does not say. */
export const totalCount = (response: Response, shown: number): number => numberHeader(response, 'X-Total-Count', shown);
