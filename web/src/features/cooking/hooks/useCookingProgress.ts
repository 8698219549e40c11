import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { isNetworkError } from '../../../api/online';
import { useToast } from '../../../components/toast';
import { fetchProgress, progressKey, startedOffline, startProgress, updateProgress, type Progress } from '../api';
import { START_PROGRESS, type ProgressChange, type ProgressState } from '../progressRules';

export type ProgressMode = 'loading' | 'saved' | 'local';

export interface CookingProgress {
  /** Null until the cook's progress is known (loaded or started). */
  progress: ProgressState | null;
  /** 'saved': changes go to the server; 'local': tracking could not start, changes stay on this page. */
  mode: ProgressMode;
  /** Applies a rule (Next, Previous, a checkbox …) to the current progress. */
  change: (rule: (progress: ProgressState) => ProgressChange) => void;
  /** Set once the cook reaches completion on this page (for the celebration). */
  justCompleted: boolean;
  retry: () => void;
}

function same(a: ProgressState, b: ProgressState): boolean {
  return (
    a.currentStep === b.currentStep &&
    a.isCompleted === b.isCompleted &&
    a.completedSteps.length === b.completedSteps.length &&
    a.completedSteps.every((s, i) => s === b.completedSteps[i])
  );
}

function stateOf(p: Progress): ProgressState {
  return { currentStep: p.currentStep, completedSteps: [...p.completedSteps].sort((a, b) => a - b), isCompleted: p.isCompleted };
}

/**
 * The cook's progress through one recipe (spec document 1 §4 "Cooking progress", §7): read it, start
 * it at the first visit (once per page session; a 409 means it exists, so read it again), and save each
 * change optimistically, rolling back with 'Could not update progress' when the server refuses. Offline
 * (or unreachable) the start and the changes are queued (cooking/api.ts) and shown as if saved; a
 * progress that could not be read offline is started here, and the queue settles it with the server.
 */
export function useCookingProgress(recipeId: number | null, stepCount: number): CookingProgress {
  const { toast } = useToast();
  const { data, error, mutate } = useSWR<Progress | null, Error>(recipeId === null ? null : progressKey(recipeId), () => fetchProgress(recipeId!), {
    revalidateOnMount: true,
    // A missing progress (404) is an answer, not an error; other failures are retried up to 2 times.
    shouldRetryOnError: true,
    errorRetryCount: 2,
    errorRetryInterval: 800,
  });
  const [local, setLocal] = useState<ProgressState | null>(null);
  const [justCompleted, setJustCompleted] = useState(false);
  const startedFor = useRef<number | null>(null);
  const celebrated = useRef(false);

  // Offline, a progress never read on this device is unknown: cook on from the start, queued.
  const unknownOffline = data === undefined && error !== undefined && isNetworkError(error);
  // First visit: no progress yet, so start it (guarded: StrictMode and re-renders must not start it twice).
  useEffect(() => {
    if (recipeId === null || stepCount === 0 || !(data === null || unknownOffline) || startedFor.current === recipeId) return;
    startedFor.current = recipeId;
    startProgress(recipeId).then(
      (started) => {
        if (started === 'exists') {
          void mutate();
          return;
        }
        void mutate(started === 'queued' ? startedOffline(recipeId) : started, { revalidate: false });
        toast({ title: 'Started cooking', description: 'Your place in this recipe is saved as you go.', variant: 'success' });
      },
      (err: unknown) => {
        setLocal(START_PROGRESS);
        toast({ title: 'Could not start recipe tracking', description: err instanceof Error ? err.message : undefined, variant: 'destructive' });
      },
    );
  }, [recipeId, stepCount, data, unknownOffline, mutate, toast]);

  let mode: ProgressMode = 'loading';
  let progress: ProgressState | null = null;
  if (data) {
    mode = 'saved';
    progress = stateOf(data);
  } else if (local) {
    mode = 'local';
    progress = local;
  } else if (error && data === undefined) {
    // The progress could not be read even after retrying: cook on, without saving.
    mode = 'local';
    progress = START_PROGRESS;
  }

  const latest = useRef<{ progress: ProgressState | null; data: Progress | null | undefined; mode: ProgressMode }>({ progress, data, mode });
  // Event handlers call `change` after a commit: updating the ref then is enough, and keeps render pure.
  useLayoutEffect(() => {
    latest.current = { progress, data, mode };
  });

  const change = useCallback(
    (rule: (progress: ProgressState) => ProgressChange) => {
      const { progress: current, data: saved, mode: currentMode } = latest.current;
      if (!current || recipeId === null) return;
      const { next, body } = rule(current);
      if (same(next, current)) return;
      latest.current = { ...latest.current, progress: next };
      if (currentMode === 'saved' && saved) {
        const shown = { ...saved, ...next };
        mutate(
          updateProgress(recipeId, body).then((answer) => (answer === 'queued' ? shown : answer)),
          {
            optimisticData: shown,
            rollbackOnError: true,
            populateCache: true,
            revalidate: false,
          },
        ).catch((err: unknown) => {
          toast({ title: 'Could not update progress', description: err instanceof Error ? err.message : undefined, variant: 'destructive' });
        });
      } else {
        setLocal(next);
      }
      if (next.isCompleted && !current.isCompleted && !celebrated.current) {
        celebrated.current = true;
        setJustCompleted(true);
        toast({ title: 'Recipe completed!', description: 'Every step is done. Enjoy your meal!', variant: 'success' });
      }
    },
    [recipeId, mutate, toast],
  );

  const retry = useCallback(() => {
    setLocal(null);
    startedFor.current = null;
    void mutate();
  }, [mutate]);

  return { progress, mode, change, justCompleted, retry };
}
