import type { Follow } from '../../domain/follow.js';

export interface FollowChange {
  /** Whether this call added the edge (false: it was there already). */
  created: boolean;
  /** The followed user's follower count after the change. */
  followerCount: number;
}

/** The follow graph's writes, each one atomic SQL statement. */
export abstract class FollowRepository {
  /**
   * Adds the edge unless it exists (INSERT … ON CONFLICT DO NOTHING): `created` is that statement's own
   * RETURNING, so of any number of parallel calls exactly one sees true. Null when the followed user
   * does not exist.
   */
  abstract add(follow: Follow): Promise<FollowChange | null>;
  /** Removes the edge if there is one; null when the followed user does not exist. */
  abstract remove(followerId: number, followingId: number): Promise<{ followerCount: number } | null>;
}
