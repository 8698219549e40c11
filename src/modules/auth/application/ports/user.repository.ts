import type { User } from '../../domain/user.js';

export interface PublicUserProfile {
  id: number;
  username: string;
  name: string;
  profilePicture: string | null;
  bio: string | null;
}

export abstract class UserRepository {
  abstract findById(id: number): Promise<User | null>;
  abstract findByEmail(email: string): Promise<User | null>;
  abstract findByGoogleId(googleId: string): Promise<User | null>;
  abstract isUsernameTaken(username: string): Promise<boolean>;
  /** Inserts or updates; throws EmailTakenError / UsernameTakenError when a unique key is hit. */
  abstract save(user: User): Promise<void>;
  abstract findPublicProfile(id: number): Promise<PublicUserProfile | null>;
  /** Locks the user's row until the current transaction ends; null when there is none. */
  abstract lockForRemoval(id: number): Promise<{ username: string; isAdmin: boolean } | null>;
  /** Deletes the user's row; the database cascades to everything the user owns (sessions too). */
  abstract delete(id: number): Promise<void>;
}
