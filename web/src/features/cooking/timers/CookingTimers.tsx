import { createContext, type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useToast } from '../../../components/toast';
import type { DetectedDuration } from '../durations';
import { TimerChime } from './beep';

export type TimerStatus = 'running' | 'paused' | 'done';

export interface CookingTimer {
  id: number;
  label: string;
  /** Zero-based step the timer belongs to, and its text (named in the done toast). */
  stepIndex: number;
  stepText: string;
  durationMs: number;
  status: TimerStatus;
  /** Wall-clock end while running (Date-based, so a sleeping tab still ends on time). */
  endsAt: number | null;
  /** Time left while paused, or the full duration before it ran. */
  remainingMs: number;
}

export interface CookingTimersApi {
  timers: CookingTimer[];
  /** The clock the timers were last drawn at. */
  now: number;
  start: (duration: DetectedDuration, stepIndex: number, stepText: string) => void;
  pause: (id: number) => void;
  resume: (id: number) => void;
  cancel: (id: number) => void;
}

const TimersContext = createContext<CookingTimersApi | null>(null);
const TICK_MS = 250;

export function remainingOf(timer: CookingTimer, now: number): number {
  if (timer.status === 'done') return 0;
  if (timer.status === 'paused' || timer.endsAt === null) return timer.remainingMs;
  return Math.max(0, timer.endsAt - now);
}

function shorten(text: string, max = 90): string {
  const t = text.trim();
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t;
}

/**
 * Step timers for one cooking screen: several at once, each paused, resumed or cancelled on its own.
 * A finished timer rings and shows '{label} timer done' with its step.
 */
export function CookingTimersProvider({ children }: { children: ReactNode }) {
  const { toast } = useToast();
  const [timers, setTimers] = useState<CookingTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const timersRef = useRef(timers);
  useLayoutEffect(() => {
    timersRef.current = timers;
  });
  const chime = useRef<TimerChime | null>(null);
  const nextId = useRef(1);
  const anyRunning = timers.some((t) => t.status === 'running');

  useEffect(() => () => chime.current?.close(), []);

  useEffect(() => {
    if (!anyRunning) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const due = timersRef.current.filter((t) => t.status === 'running' && t.endsAt !== null && t.endsAt <= at);
      if (due.length === 0) return;
      const dueIds = new Set(due.map((t) => t.id));
      const updated = timersRef.current.map((t) => (dueIds.has(t.id) ? { ...t, status: 'done' as const, endsAt: null, remainingMs: 0 } : t));
      timersRef.current = updated;
      setTimers(updated);
      chime.current?.ring();
      const last = due[due.length - 1];
      toast({ title: `${last.label} timer done`, description: `Step ${last.stepIndex + 1}: ${shorten(last.stepText)}`, duration: 10000 });
    };
    tick();
    const handle = window.setInterval(tick, TICK_MS);
    // A tab coming back from sleep catches up at once instead of at the next tick.
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(handle);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [anyRunning, toast]);

  const update = useCallback((id: number, change: (t: CookingTimer, at: number) => CookingTimer) => {
    const at = Date.now();
    setNow(at);
    setTimers((list) => list.map((t) => (t.id === id ? change(t, at) : t)));
  }, []);

  const start = useCallback((duration: DetectedDuration, stepIndex: number, stepText: string) => {
    chime.current ??= new TimerChime();
    chime.current.unlock();
    const at = Date.now();
    const durationMs = duration.seconds * 1000;
    setNow(at);
    setTimers((list) => [
      ...list,
      {
        id: nextId.current++,
        label: duration.label,
        stepIndex,
        stepText,
        durationMs,
        status: 'running',
        endsAt: at + durationMs,
        remainingMs: durationMs,
      },
    ]);
  }, []);

  const pause = useCallback(
    (id: number) => update(id, (t, at) => (t.status === 'running' ? { ...t, status: 'paused', remainingMs: remainingOf(t, at), endsAt: null } : t)),
    [update],
  );
  const resume = useCallback(
    (id: number) => update(id, (t, at) => (t.status === 'paused' ? { ...t, status: 'running', endsAt: at + t.remainingMs } : t)),
    [update],
  );
  const cancel = useCallback((id: number) => setTimers((list) => list.filter((t) => t.id !== id)), []);

  const api = useMemo(() => ({ timers, now, start, pause, resume, cancel }), [timers, now, start, pause, resume, cancel]);
  return <TimersContext.Provider value={api}>{children}</TimersContext.Provider>;
}

export function useCookingTimers(): CookingTimersApi {
  const ctx = useContext(TimersContext);
  if (!ctx) throw new Error('useCookingTimers must be used inside <CookingTimersProvider>');
  return ctx;
}
