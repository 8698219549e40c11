import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { EXPORTS_KEY, exportKey, fetchExport, fetchExports, isFinished, startExport, type ExportStatus } from '../api';
import { FOLLOW_PROGRESS } from './polling';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether an export is still worth showing: one under way, a zip not yet deleted (24 hours), or a failure
 * of the last day (an older one says nothing the cook needs).
 */
function isCurrent(job: ExportStatus, now = Date.now()): boolean {
  if (job.status === 'done') return Boolean(job.url) && (!job.expiresAt || Date.parse(job.expiresAt) > now);
  if (job.status === 'failed') return now - Date.parse(job.createdAt) < DAY_MS;
  return true;
}

/**
 * The cook's data export: the newest one of GET /api/exports (so a reload keeps its progress or its
 * download), or the one just started, followed every second until its zip is written.
 */
export function useDataExport() {
  const { mutate } = useSWRConfig();
  const list = useSWR<ExportStatus[], Error>(EXPORTS_KEY, fetchExports, { revalidateOnMount: true });
  const [startedId, setStartedId] = useState<number | null>(null);
  const id = startedId ?? list.data?.[0]?.id ?? null;
  const listed = list.data?.find((job) => job.id === id);
  const follow = id !== null && (startedId !== null || (listed !== undefined && !isFinished(listed)));
  const followed = useSWR<ExportStatus, Error>(follow ? exportKey(id) : null, () => fetchExport(id!), FOLLOW_PROGRESS);
  const job = followed.data ?? listed;

  const start = useCallback(async () => {
    const { id: started } = await startExport();
    // Shown at once as waiting to start; the first answer follows straight away.
    const waiting: ExportStatus = { id: started, status: 'queued', total: 0, processed: 0, createdAt: new Date().toISOString() };
    await mutate(exportKey(started), waiting, { revalidate: false });
    setStartedId(started);
  }, [mutate]);

  return {
    job: job && isCurrent(job) ? job : undefined,
    isLoading: list.isLoading,
    loadError: list.data ? undefined : list.error,
    retry: () => void list.mutate(),
    start,
  };
}
