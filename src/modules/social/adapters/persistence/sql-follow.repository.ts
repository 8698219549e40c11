import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type FollowChange, FollowRepository } from '../../application/ports/follow.repository.js';
import type { Follow } from '../../domain/follow.js';

/**
 * The followers of `target` other than the follower (the last parameter), as the statement found them:
 * cook_counts is changed in the same transaction as the edge, so it holds the edge exactly when the
 * statement sees the edge.
 */
const FOLLOWERS_BUT_ME = `(coalesce((select n.followers from cook_counts n where n.user_id = target.id), 0)
  - (select count(*)::int from user_follows f where f.following_id = target.id and f.follower_id = ?))`;

/**
 * Each change is one statement: the followed user's existence (no row: no such user), the write, and the
 * follower count after it: the other followers seen by the statement plus the edge itself (there after a
 * follow, gone after an unfollow), so it is right for this edge even when parallel calls wrote it.
 */
@Injectable()
export class SqlFollowRepository extends FollowRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(follow: Follow): Promise<FollowChange | null> {
    const [row] = await this.em.execute<FollowChange[]>(
      `with target as (select id from users where id = ?),
       added as (
         insert into user_follows (follower_id, following_id, created_at)
         select ?, id, ? from target
         on conflict (follower_id, following_id) do nothing
         returning id
       )
       select exists (select 1 from added) as created,
         ${FOLLOWERS_BUT_ME} + 1 as "followerCount"
       from target`,
      [follow.followingId, follow.followerId, follow.createdAt, follow.followerId],
    );
    return row ?? null;
  }

  async remove(followerId: number, followingId: number): Promise<{ followerCount: number } | null> {
    const [row] = await this.em.execute<{ followerCount: number }[]>(
      `with target as (select id from users where id = ?),
       removed as (delete from user_follows where follower_id = ? and following_id in (select id from target))
       select ${FOLLOWERS_BUT_ME} as "followerCount"
       from target`,
      [followingId, followerId, followerId],
    );
    return row ?? null;
  }
}
