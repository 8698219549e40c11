import { InvalidProgressError, ProgressCompletionError } from './cooking.errors.js';

export interface ProgressChange {
  currentStep?: number;
  completedSteps?: number[];
  isCompleted?: boolean;
}

/** Where one cook is in one recipe: the current step (zero-based) and the steps done. */
export class RecipeProgress {
  id!: number;
  userId: number;
  recipeId: number;
  currentStep = 0;
  completedSteps: number[] = [];
  isCompleted = false;
  startedAt: Date;
  lastUpdatedAt: Date;

  constructor(userId: number, recipeId: number, now: Date = new Date()) {
    this.userId = userId;
    this.recipeId = recipeId;
    this.startedAt = now;
    this.lastUpdatedAt = now;
  }

  static start(userId: number, recipeId: number, stepCount: number, change: ProgressChange = {}): RecipeProgress {
    const progress = new RecipeProgress(userId, recipeId);
    progress.apply(change, stepCount);
    return progress;
  }

  /**
   * Moves to a step and records the steps done, within the recipe's steps. The recipe is complete
   * only on the last step with every step done; claiming completion before that is refused.
   */
  apply(change: ProgressChange, stepCount: number, now: Date = new Date()): void {
    const last = stepCount - 1;
    if (change.currentStep !== undefined) {
      if (!Number.isInteger(change.currentStep) || change.currentStep < 0 || change.currentStep > last) {
        throw new InvalidProgressError(`Current step must be between 0 and ${last}`);
      }
      this.currentStep = change.currentStep;
    }
    if (change.completedSteps !== undefined) {
      if (change.completedSteps.some((step) => !Number.isInteger(step) || step < 0 || step > last)) {
        throw new InvalidProgressError(`Completed steps must be step numbers between 0 and ${last}`);
      }
      this.completedSteps = [...new Set(change.completedSteps)].sort((a, b) => a - b);
    }
    const finished = this.currentStep === last && this.completedSteps.length === stepCount;
    if (change.isCompleted === true && !finished) throw new ProgressCompletionError();
    this.isCompleted = finished && change.isCompleted !== false;
    this.lastUpdatedAt = now;
  }
}
