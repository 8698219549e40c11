import { Injectable } from '@nestjs/common';
import { UserRepository } from './ports/user.repository.js';

/** What other modules may ask about users (exported through the auth module's index). */
@Injectable()
export class UserDirectory {
  constructor(private readonly users: UserRepository) {}

  async usernameOf(userId: number): Promise<string | null> {
    return (await this.users.findPublicProfile(userId))?.username ?? null;
  }
}
