import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { escapeLike, likePattern } from '../../../../platform/database/like-pattern.js';
import { PUBLIC_CARD_COLUMNS, type PublicListPosition, type PublicRecipeRow } from '../../../recipes/index.js';
import {
  type NotificationRow,
  type Paging,
  type ProfileKey,
  type SocialProfileRow,
  SocialReadModel,
  type SocialUserRow,
  type SuggestedCookRow,
} from '../../application/ports/social.read-model.js';
import { NOTIFICATION_COLUMNS } from './sql-notification.repository.js';

/** Public fields only (never an email or a password hash), and whether the viewer (the first parameter) follows the user. */
const USER_COLUMNS = `u.id, u.username, nullif(u.name, '') as name, u.profile_picture as "profilePicture", u.bio,
  exists (select 1 from user_follows m where m.follower_id = ? and m.following_id = u.id) as "isFollowing"`;

type ProfileSqlRow = PublicRecipeRow & {
  profileId: number;
  profileUsername: string;
  profileName: string | null;
  profilePicture: string | null;
  profileBio: string | null;
  isFollowing: boolean;
  recipeCount: number;
  followerCount: number;
  followingCount: number;
};

/** Every read is one statement, on the indexes of docs/architecture-notes.md §1. */
@Injectable()
export class SqlSocialReadModel extends SocialReadModel {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /**
   * One statement on feed_entries (written ahead by triggers, social.schema.ts): the page is a range of
   * (user_id, published_at desc, recipe_id desc), then only its recipes and authors are read. It costs the
   * same whether the cook follows ten cooks or five thousand, and whether they published today or last year.
   */
  feed(userId: number, page: { limit: number; after?: PublicListPosition }): Promise<PublicRecipeRow[]> {
    const after = page.after ? 'and (e.published_at, e.recipe_id) < (?::timestamptz, ?)' : '';
    const position = page.after ? [page.after.publishedAt, page.after.id] : [];
    return this.em.execute<PublicRecipeRow[]>(
      `select ${PUBLIC_CARD_COLUMNS}
       from (
         select e.recipe_id from feed_entries e where e.user_id = ? ${after}
         order by e.published_at desc, e.recipe_id desc limit ?
       ) page
       join recipes r on r.id = page.recipe_id and r.is_public = true
       join users u on u.id = r.user_id
       order by r.published_at desc, r.id desc`,
      [userId, ...position, page.limit],
    );
  }

  followers(userId: number, paging: Paging): Promise<{ rows: SocialUserRow[]; total: number }> {
    return this.edges(userId, paging, 'following_id', 'follower_id');
  }

  following(userId: number, paging: Paging): Promise<{ rows: SocialUserRow[]; total: number }> {
    return this.edges(userId, paging, 'follower_id', 'following_id');
  }

  /**
   * The users at the other end of my edges, newest edge first: the true total from cook_counts, the
   * page's edges found on the index (mine, created_at desc, id desc), then only their users.
   */
  private async edges(
    userId: number,
    paging: Paging,
    mine: 'follower_id' | 'following_id',
    theirs: 'follower_id' | 'following_id',
  ): Promise<{ rows: SocialUserRow[]; total: number }> {
    const rows = await this.em.execute<(SocialUserRow & { total: number })[]>(
      `select t.total, ${USER_COLUMNS}
       from (select coalesce((select ${mine === 'following_id' ? 'followers' : 'following'} from cook_counts where user_id = ?), 0) as total) t
       left join lateral (
         select f.${theirs} as user_id, f.created_at, f.id from user_follows f
         where f.${mine} = ? order by f.created_at desc, f.id desc limit ? offset ?
       ) page on true
       left join users u on u.id = page.user_id
       order by page.created_at desc, page.id desc`,
      [userId, userId, userId, paging.limit, paging.offset],
    );
    return { rows: rows[0]?.id == null ? [] : rows, total: rows[0]?.total ?? 0 };
  }

  /** The substring is found on the trigram index of usernames; at most `limit` of the matches are sorted. */
  searchUsers(viewerId: number, query: string, limit: number): Promise<SocialUserRow[]> {
    return this.em.execute<SocialUserRow[]>(
      `select ${USER_COLUMNS}
       from users u
       where u.username ilike ? and u.id <> ?
       order by u.username ilike ? desc, lower(u.username), u.id
       limit ?`,
      [viewerId, likePattern(query), viewerId, `${escapeLike(query)}%`, limit],
    );
  }

  /**
   * The walk down cook_counts' suggestion index (followers desc, public recipes desc, user id, only cooks
   * with public recipes), leaving out the viewer and whom they follow (on (follower_id, following_id)):
   * it reads about as many rows as it answers, however many cooks there are.
   */
  suggestedCooks(viewerId: number, limit: number): Promise<SuggestedCookRow[]> {
    return this.em.execute<SuggestedCookRow[]>(
      `select ${USER_COLUMNS}, c.followers as "followerCount", c.public_recipes as "recipeCount"
       from cook_counts c
       join users u on u.id = c.user_id
       where c.public_recipes > 0 and c.user_id <> ?
         and not exists (select 1 from user_follows m where m.follower_id = ? and m.following_id = c.user_id)
       order by c.followers desc, c.public_recipes desc, c.user_id
       limit ?`,
      [viewerId, viewerId, viewerId, limit],
    );
  }

  /** The user, the counts (from cook_counts) and the newest public recipes (on (user_id, published_at desc, id desc)). */
  async profile(viewerId: number, key: ProfileKey, recipes: number): Promise<SocialProfileRow | null> {
    const [where, value] = 'id' in key ? ['u.id = ?', key.id] : ['lower(u.username) = lower(?)', key.username];
    const rows = await this.em.execute<ProfileSqlRow[]>(
      `select u.id as "profileId", u.username as "profileUsername", nullif(u.name, '') as "profileName",
         u.profile_picture as "profilePicture", u.bio as "profileBio", c.*,
         coalesce(n.public_recipes, 0) as "recipeCount", coalesce(n.followers, 0) as "followerCount",
         coalesce(n.following, 0) as "followingCount", ${PUBLIC_CARD_COLUMNS}
       from users u
       cross join lateral (
         select exists (select 1 from user_follows m where m.follower_id = ? and m.following_id = u.id) as "isFollowing"
       ) c
       left join cook_counts n on n.user_id = u.id
       left join lateral (
         select x.id from recipes x where x.user_id = u.id and x.is_public = true
         order by x.published_at desc, x.id desc limit ?
       ) page on true
       left join recipes r on r.id = page.id
       where ${where}
       order by r.published_at desc, r.id desc`,
      [viewerId, recipes, value],
    );
    const first = rows[0];
    if (!first) return null;
    return {
      user: {
        id: first.profileId,
        username: first.profileUsername,
        name: first.profileName,
        profilePicture: first.profilePicture,
        bio: first.profileBio,
        isFollowing: first.isFollowing,
      },
      publicRecipes: first.id === null ? [] : rows,
      recipeCount: first.recipeCount,
      followerCount: first.followerCount,
      followingCount: first.followingCount,
    };
  }

  /** The page and both counts in one statement: the total on (user_id, created_at desc, id desc), the unread on the partial index. */
  async notifications(userId: number, limit: number): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
    const rows = await this.em.execute<(NotificationRow & { total: number; unread: number })[]>(
      `select c.total, c.unread, ${NOTIFICATION_COLUMNS}
       from (
         select (select count(*)::int from notifications where user_id = ?) as total,
           (select count(*)::int from notifications where user_id = ? and read = false) as unread
       ) c
       left join lateral (
         select * from notifications where user_id = ? order by created_at desc, id desc limit ?
       ) n on true
       order by n.created_at desc, n.id desc`,
      [userId, userId, userId, limit],
    );
    const [{ total, unread }] = rows;
    return { rows: rows[0].id === null ? [] : rows, total, unread };
  }
}
