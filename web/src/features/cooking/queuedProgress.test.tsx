import type { QueuedChange } from '../../api/offline';
import { withQueuedChanges, type Progress } from './api';

const change = (method: 'POST' | 'PATCH', body: unknown): QueuedChange => ({
  method,
  path: '/api/recipes/7/progress',
  body,
  keys: ['/api/recipes/7/progress'],
  chain: '/api/recipes/7/progress',
  accountId: 1,
  idempotencyKey: 'k',
  createdAt: '2026-11-28T10:00:00.000Z',
});
const saved: Progress = {
  id: 3,
  userId: 1,
  recipeId: 7,
  currentStep: 1,
  completedSteps: [0],
  isCompleted: false,
  startedAt: '2026-11-27T10:00:00.000Z',
  lastUpdatedAt: '2026-11-27T10:00:00.000Z',
};

describe('cooking progress with the changes still queued on this device', () => {
  it('is the last queued state on top of the saved progress', () => {
    const queued = [
      change('PATCH', { currentStep: 2, completedSteps: [0, 1], isCompleted: false }),
      change('PATCH', { completedSteps: [0, 1, 2], isCompleted: true }),
    ];
    expect(withQueuedChanges(saved, queued, 7)).toMatchObject({ id: 3, currentStep: 2, completedSteps: [0, 1, 2], isCompleted: true });
  });

  it('starts from the first step when the start itself is queued (nothing was read on this device)', () => {
    const queued = [
      change('POST', { currentStep: 0, completedSteps: [], recipeId: 7 }),
      change('PATCH', { currentStep: 1, completedSteps: [0], isCompleted: false }),
    ];
    expect(withQueuedChanges(null, queued, 7)).toMatchObject({ recipeId: 7, currentStep: 1, completedSteps: [0], isCompleted: false });
  });

  it('is the saved progress, or none, when nothing waits', () => {
    expect(withQueuedChanges(saved, [], 7)).toBe(saved);
    expect(withQueuedChanges(null, [], 7)).toBeNull();
  });
});
