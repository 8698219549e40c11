/** A file's size as people read it: '820 KB', '2.4 MB' (1 MB = 1024 KB, as file managers count). */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A moment within the next day or so: 'Nov 29, 10:30 AM'. */
export function formatMoment(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** 'processed of total', for a progress bar: a whole number from 0 to 100 (what a screen reader says). */
export function percentDone(processed: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((processed / total) * 100)) : 0;
}
