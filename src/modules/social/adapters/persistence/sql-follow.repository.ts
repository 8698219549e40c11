import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type FollowChange, FollowRepository } from '../../application/ports/follow.repository.js';
import type { Follow } from '../../domain/follow.js';

/**
 * Each change is one statement: the followed user's existence (no row: no such user), the write, and the
 * follower count after it. The count is the other followers seen by the statement plus the edge itself
 * (there after a follow, gone after an unfollow), so it is right for this edge even when parallel calls
 * wrote it.
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
         (select count(*)::int from user_follows f where f.following_id = target.id and f.follower_id <> ?) + 1 as "followerCount"
       from target`,
      [follow.followingId, follow.followerId, follow.createdAt, follow.followerId],
    );
    return row ?? null;
  }

  async remove(followerId: number, followingId: number): Promise<{ followerCount: number } | null> {
    const [row] = await this.em.execute<{ followerCount: number }[]>(
      `with target as (select id from users where id = ?),
       removed as (delete from user_follows where follower_id = ? and following_id in (select id from target))
       select (select count(*)::int from user_follows f where f.following_id = target.id and f.follower_id <> ?) as "followerCount"
       from target`,
      [followingId, followerId, followerId],
    );
    return row ?? null;
  }
}
