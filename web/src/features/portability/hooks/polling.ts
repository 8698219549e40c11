import type { SWRConfiguration } from 'swr';
import { isApiError } from '../../../api/client';
import { isFinished } from '../api';

type Job = Parameters<typeof isFinished>[0];

/** Import and export progress is asked for every second while the job runs; My Recipes' notice every 2 s. */
export const PROGRESS_POLL_MS = 1000;
export const NOTICE_POLL_MS = 2000;

/**
 * Asks again every `intervalMs` while the job is not known to have ended (SWR passes the latest answer):
 * not once it is done or failed, nor when there is no job (null). Made once per interval, because SWR
 * restarts its polling whenever the function changes.
 */
function whileRunning(intervalMs: number) {
  return (latest: Job | null | undefined) => (latest === undefined || (latest !== null && !isFinished(latest)) ? intervalMs : 0);
}

function following(intervalMs: number) {
  return {
    revalidateOnMount: true,
    refreshInterval: whileRunning(intervalMs),
    // Below the interval, or every other poll would be answered from the one before.
    dedupingInterval: intervalMs / 2,
    // A lost answer or a server error is asked again after a while; a 4xx (no such job, signed out) is not.
    shouldRetryOnError: (error: Error) => !isApiError(error) || error.status >= 500,
    errorRetryCount: 8,
    errorRetryInterval: intervalMs,
  } satisfies SWRConfiguration;
}

export const FOLLOW_PROGRESS = following(PROGRESS_POLL_MS);
export const FOLLOW_NOTICE = following(NOTICE_POLL_MS);
