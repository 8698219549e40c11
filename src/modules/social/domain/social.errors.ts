import { DomainError } from '../../../platform/errors/domain-error.js';

export class CannotFollowYourselfError extends DomainError {
  readonly kind = 'invalid';
  constructor() {
    super('You cannot follow yourself');
  }
}

/** Someone else's notification is "not found" too, so other people's notifications do not leak. */
export class NotificationNotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor() {
    super('Notification not found');
  }
}
