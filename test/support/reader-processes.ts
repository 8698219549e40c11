import { readdirSync, readFileSync } from 'node:fs';

/** The document reader processes this test started (Linux: their parent is this process). */
export function readerProcesses(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const parent = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1];
        return Number(parent) === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('document-reader.host');
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * Samples the peak resident memory (VmHWM) of every reader process until stopped; answers the highest
 * seen, in MB. A process killed between two samples took its last peak with it: samples are 50 ms apart.
 */
export function watchReaderMemory(): () => number {
  let peak = 0;
  const timer = setInterval(() => {
    for (const pid of readerProcesses()) {
      try {
        const kilobytes = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
        peak = Math.max(peak, kilobytes / 1024);
      } catch {
        // It ended between the listing and the read.
      }
    }
  }, 50);
  return () => {
    clearInterval(timer);
    return Math.round(peak);
  };
}
