/**
 * The cooking progress rules (spec document 1 §4 "Cooking progress"), as pure functions of the
 * progress and the number of steps. Each returns the next progress and the PATCH body that records it.
 */
export interface ProgressState {
  /** Zero-based. */
  currentStep: number;
  /** Zero-based indexes of the steps done, ascending, without repeats. */
  completedSteps: number[];
  isCompleted: boolean;
}

export type ProgressChangeBody =
  { currentStep: number; completedSteps: number[]; isCompleted: boolean } | { completedSteps: number[]; isCompleted: boolean };

export interface ProgressChange {
  next: ProgressState;
  body: ProgressChangeBody;
}

export const START_PROGRESS: ProgressState = { currentStep: 0, completedSteps: [], isCompleted: false };

function normalise(steps: Iterable<number>, stepCount: number): number[] {
  return [...new Set(steps)].filter((s) => Number.isInteger(s) && s >= 0 && s < stepCount).sort((a, b) => a - b);
}

/** On the last step with every step done: the only state the server accepts as complete. */
export function isFinished(currentStep: number, completedSteps: number[], stepCount: number): boolean {
  return stepCount > 0 && currentStep === stepCount - 1 && normalise(completedSteps, stepCount).length === stepCount;
}

/** Completed steps ÷ number of steps, as a whole percentage. */
export function progressPercent(completedSteps: number[], stepCount: number): number {
  if (stepCount <= 0) return 0;
  return Math.round((normalise(completedSteps, stepCount).length / stepCount) * 100);
}

function withStep(currentStep: number, completedSteps: number[], stepCount: number): ProgressChange {
  const done = normalise(completedSteps, stepCount);
  const isCompleted = isFinished(currentStep, done, stepCount);
  return {
    next: { currentStep, completedSteps: done, isCompleted },
    body: { currentStep, completedSteps: done, isCompleted },
  };
}

/**
 * 'Next': one step forward, never beyond the last, marking the step being left as completed. On the
 * last step it marks that step completed (the cook finishing the recipe).
 */
export function goNext(progress: ProgressState, stepCount: number): ProgressChange {
  const last = Math.max(0, stepCount - 1);
  const from = Math.min(progress.currentStep, last);
  return withStep(Math.min(from + 1, last), [...progress.completedSteps, from], stepCount);
}

/** 'Previous': one step back, never below the first; nothing else changes. */
export function goPrevious(progress: ProgressState, stepCount: number): ProgressChange {
  return withStep(Math.max(0, Math.min(progress.currentStep, stepCount - 1) - 1), progress.completedSteps, stepCount);
}

/** Jumping to a step from the list of all steps. */
export function goTo(progress: ProgressState, step: number, stepCount: number): ProgressChange {
  return withStep(Math.max(0, Math.min(step, stepCount - 1)), progress.completedSteps, stepCount);
}

/** A step's checkbox: done ↔ not done; the current step stays. */
export function toggleStep(progress: ProgressState, step: number, stepCount: number): ProgressChange {
  const done = progress.completedSteps.includes(step) ? progress.completedSteps.filter((s) => s !== step) : [...progress.completedSteps, step];
  const completedSteps = normalise(done, stepCount);
  const isCompleted = isFinished(progress.currentStep, completedSteps, stepCount);
  return { next: { ...progress, completedSteps, isCompleted }, body: { completedSteps, isCompleted } };
}

/** 'Cook again': back to the first step with nothing done. */
export function restart(stepCount: number): ProgressChange {
  return withStep(0, [], stepCount);
}
