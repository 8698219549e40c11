/** One answer of a burst: its status and parsed JSON body. */
export interface BurstAnswer {
  status: number;
  body: { message?: string; [key: string]: unknown };
}

export interface BurstRequest {
  /** A path below the burst's URL, for a burst that mixes targets. */
  path?: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Sends `count` requests at once over real connections and waits for every
 * answer: what an attacker with a script does. `request(i)` describes the i-th request.
 */
export function burst(url: string, count: number, request: (index: number) => BurstRequest): Promise<BurstAnswer[]> {
  return startBurst(url, count, request).answers;
}

/** A burst under way: `answered()` tells how many answers are in so far, `answers` resolves with all of them. */
export function startBurst(
  url: string,
  count: number,
  request: (index: number) => BurstRequest,
): { answered(): number; answers: Promise<BurstAnswer[]> } {
  let answered = 0;
  const send = async (index: number): Promise<BurstAnswer> => {
    const { path, method = 'POST', body, headers = {} } = request(index);
    const response = await fetch(path ? `${url}/${path}` : url, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    answered += 1;
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  };
  return { answered: () => answered, answers: Promise.all(Array.from({ length: count }, (_, index) => send(index))) };
}

/** How many answers had each status, e.g. { 200: 1, 400: 19 }. */
export function statusCounts(answers: BurstAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}
