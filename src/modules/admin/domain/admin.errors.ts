import { DomainError } from '../../../platform/errors/domain-error.js';

export class AdminUserNotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor() {
    super('User not found');
  }
}

/** Admin accounts are never deleted through the API (revoke the flag first: `npm run admin -- revoke`). */
export class AdminAccountDeletionError extends DomainError {
  readonly kind = 'forbidden';
  override readonly code = 'ADMIN_ACCOUNT';
  constructor() {
    super('Admin accounts cannot be deleted');
  }
}
