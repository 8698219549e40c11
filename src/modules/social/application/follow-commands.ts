import { Injectable } from '@nestjs/common';
import { UserNotFoundError } from '../../auth/index.js';
import { Follow } from '../domain/follow.js';
import { FollowRepository } from './ports/follow.repository.js';
import { Notifier } from './notifier.js';

/**
 * Follows a user; following twice keeps one edge. The user hears of a new follower when the edge is
 * new, and of the same follower at most once a day (unfollowing and following again does not repeat it).
 */
@Injectable()
export class FollowUser {
  constructor(
    private readonly follows: FollowRepository,
    private readonly notifier: Notifier,
  ) {}

  async execute(followerId: number, userId: number): Promise<{ followerCount: number }> {
    const change = await this.follows.add(new Follow(followerId, userId));
    if (!change) throw new UserNotFoundError();
    if (change.created) await this.notifier.newFollower(userId, followerId);
    return { followerCount: change.followerCount };
  }
}

/** Stops following a user; idempotent. */
@Injectable()
export class UnfollowUser {
  constructor(private readonly follows: FollowRepository) {}

  async execute(followerId: number, userId: number): Promise<{ followerCount: number }> {
    const change = await this.follows.remove(followerId, userId);
    if (!change) throw new UserNotFoundError();
    return change;
  }
}

/** Removes one follower: only the edge follower → me; idempotent. */
@Injectable()
export class RemoveFollower {
  constructor(private readonly follows: FollowRepository) {}

  async execute(userId: number, followerId: number): Promise<void> {
    await this.follows.remove(followerId, userId);
  }
}
