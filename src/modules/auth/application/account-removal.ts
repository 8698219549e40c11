import { Injectable } from '@nestjs/common';
import { UserRepository } from './ports/user.repository.js';

/**
 * Deleting an account, for the admin module (exported through index.ts). Both calls are meant to run
 * in one transaction the caller opens: lock, let other modules tidy up, delete. The database cascades
 * the deletion to everything the user owns, their sessions included, so their cookie stops working
 * at once (SessionMiddleware reads the session and its user in one statement).
 */
@Injectable()
export class AccountRemoval {
  constructor(private readonly users: UserRepository) {}

  lock(userId: number): Promise<{ username: string; isAdmin: boolean } | null> {
    return this.users.lockForRemoval(userId);
  }

  delete(userId: number): Promise<void> {
    return this.users.delete(userId);
  }
}
