import { useRef } from 'react';
import useSWR from 'swr';
import { LATEST_IMPORT_KEY, fetchImport, fetchLatestImport, importKey, isFinished, type ImportReport, type ImportSummary } from '../api';
import { FOLLOW_NOTICE, FOLLOW_PROGRESS } from './polling';

/** An import's report, asked again every second until it has ended (so a reload picks the progress up again). */
export function useImportReport(id: number | null) {
  const { data, error, isLoading, mutate } = useSWR<ImportReport, Error>(id === null ? null : importKey(id), () => fetchImport(id!), FOLLOW_PROGRESS);
  return { report: data, error, isLoading, retry: () => void mutate() };
}

/**
 * The cook's newest import while it is queued or running (undefined otherwise), followed every 2 s until
 * it ends; `onFinished` is called when one seen running has ended (its recipes are in by then).
 */
export function useRunningImport(onFinished?: () => void): ImportSummary | undefined {
  const wasRunning = useRef<number | null>(null);
  const { data } = useSWR<ImportSummary | null, Error>(LATEST_IMPORT_KEY, fetchLatestImport, {
    ...FOLLOW_NOTICE,
    onSuccess: (latest) => {
      const running = latest && !isFinished(latest) ? latest.id : null;
      if (wasRunning.current !== null && running !== wasRunning.current) onFinished?.();
      wasRunning.current = running;
    },
  });
  return data && !isFinished(data) ? data : undefined;
}
