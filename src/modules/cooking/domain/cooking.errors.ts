import { DomainError } from '../../../platform/errors/domain-error.js';

export class InvalidProgressError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'VALIDATION';
}

export class ProgressCompletionError extends DomainError {
  readonly kind = 'invalid';
  override readonly code = 'VALIDATION';
  constructor() {
    super('A recipe is complete only on its last step with every step done');
  }
}

export class ProgressNotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor() {
    super('No cooking progress for this recipe yet');
  }
}

export class ProgressExistsError extends DomainError {
  readonly kind = 'conflict';
  override readonly code = 'PROGRESS_EXISTS';
  constructor() {
    super('Cooking progress for this recipe already exists');
  }
}
