import { Injectable } from '@nestjs/common';
import { UserNotFoundError } from '../domain/auth.errors.js';
import type { User } from '../domain/user.js';
import { type PublicUserProfile, UserRepository } from './ports/user.repository.js';

@Injectable()
export class UserQueries {
  constructor(private readonly users: UserRepository) {}

  async currentUser(id: number): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new UserNotFoundError();
    return user;
  }

  async publicProfile(id: number): Promise<PublicUserProfile> {
    const profile = await this.users.findPublicProfile(id);
    if (!profile) throw new UserNotFoundError();
    return profile;
  }

  async isUsernameAvailable(username: string): Promise<boolean> {
    return !(await this.users.isUsernameTaken(username.trim()));
  }
}
