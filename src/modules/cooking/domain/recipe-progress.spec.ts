import { InvalidProgressError, ProgressCompletionError } from './cooking.errors.js';
import { RecipeProgress } from './recipe-progress.js';

describe('RecipeProgress', () => {
  it('starts on the first step with nothing done', () => {
    const progress = RecipeProgress.start(1, 2, 3);
    expect(progress).toMatchObject({ currentStep: 0, completedSteps: [], isCompleted: false });
  });

  it('keeps steps within the recipe', () => {
    const progress = RecipeProgress.start(1, 2, 3);
    expect(() => progress.apply({ currentStep: 3 }, 3)).toThrow(new InvalidProgressError('Current step must be between 0 and 2'));
    expect(() => progress.apply({ currentStep: -1 }, 3)).toThrow(InvalidProgressError);
    expect(() => progress.apply({ completedSteps: [0, 5] }, 3)).toThrow('Completed steps must be step numbers between 0 and 2');
  });

  it('is complete only on the last step with every step done', () => {
    const progress = RecipeProgress.start(1, 2, 3);
    progress.apply({ currentStep: 2, completedSteps: [1, 0, 1] }, 3);
    expect(progress).toMatchObject({ completedSteps: [0, 1], isCompleted: false });
    expect(() => progress.apply({ isCompleted: true }, 3)).toThrow(ProgressCompletionError);
    progress.apply({ completedSteps: [0, 1, 2], isCompleted: true }, 3);
    expect(progress.isCompleted).toBe(true);
    progress.apply({ completedSteps: [0, 1] }, 3);
    expect(progress.isCompleted).toBe(false);
  });
});
