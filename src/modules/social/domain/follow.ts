import { CannotFollowYourselfError } from './social.errors.js';

/** An edge of the follow graph: `followerId` follows `followingId`. Nobody follows themselves. */
export class Follow {
  id!: number;
  readonly followerId: number;
  readonly followingId: number;
  createdAt: Date = new Date();

  constructor(followerId: number, followingId: number) {
    if (followerId === followingId) throw new CannotFollowYourselfError();
    this.followerId = followerId;
    this.followingId = followingId;
  }
}
