import { Injectable } from '@nestjs/common';
import { UserRepository } from './ports/user.repository.js';

export interface ExportedProfile {
  name: string;
  username: string;
  email: string;
  bio: string | null;
  profilePicture: string | null;
  dietaryRestrictions: string[];
  createdAt: string;
}

/** What other modules may ask about users (exported through the auth module's index). */
@Injectable()
export class UserDirectory {
  constructor(private readonly users: UserRepository) {}

  /** What a cook's data export says about them: their profile, never a password hash, a token or a session. */
  async exportProfileOf(userId: number): Promise<ExportedProfile | null> {
    const user = await this.users.findById(userId);
    if (!user) return null;
    return {
      name: user.name,
      username: user.username,
      email: user.email,
      bio: user.bio,
      profilePicture: user.profilePicture,
      dietaryRestrictions: user.dietaryRestrictions,
      createdAt: user.createdAt.toISOString(),
    };
  }

  /** The cook's dietary restriction ids (DECISIONS.md: vegetarian, vegan, gluten-free …); none for an unknown user. */
  async dietaryRestrictionsOf(userId: number): Promise<string[]> {
    return (await this.users.findById(userId))?.dietaryRestrictions ?? [];
  }

  async usernameOf(userId: number): Promise<string | null> {
    return (await this.users.findPublicProfile(userId))?.username ?? null;
  }
}
