import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type CommentRow,
  type FeedbackPage,
  FeedbackReadModel,
  type Paging,
  type PhotoRow,
  type RatingRow,
  type RecipeAccess,
  type RecipeInteraction,
} from '../../application/ports/feedback.read-model.js';

const COMMENT_COLUMNS = `c.id, c.recipe_id as "recipeId", c.user_id as "userId", u.username, nullif(u.name, '') as name,
  u.profile_picture as "profilePicture", c.content, c.created_at as "createdAt", c.updated_at as "updatedAt"`;
const PHOTO_COLUMNS = `p.id, p.recipe_id as "recipeId", p.user_id as "userId", u.username, p.photo_url as "photoUrl", p.caption,
  p.is_approved as "isApproved", p.created_at as "createdAt"`;

const FEEDBACK_TABLES: Record<RecipeInteraction, string> = { rating: 'recipe_ratings', comment: 'recipe_comments', photo: 'recipe_user_photos' };

type AccessRow = { ownerId: number | null; isPublic: boolean | null; total: string };

function page<Row extends { id: number | null }>(rows: (Row & AccessRow)[]): FeedbackPage<Row> {
  const first = rows[0];
  if (!first) return { recipe: null, rows: [], total: 0 };
  const recipe: RecipeAccess = { userId: first.ownerId!, isPublic: first.isPublic! };
  return { recipe, rows: first.id === null ? [] : rows, total: Number(first.total) };
}

/**
 * Every list is one statement: the recipe's owner and visibility (no row: no such recipe), the true
 * total counted on the list's index, and only the page's rows, found by id first (the notes' pattern).
 */
@Injectable()
export class SqlFeedbackReadModel extends FeedbackReadModel {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async comments(recipeId: number, paging: Paging): Promise<FeedbackPage<CommentRow>> {
    const rows = await this.em.execute<(CommentRow & AccessRow)[]>(
      `select r.user_id as "ownerId", r.is_public as "isPublic", t.total, ${COMMENT_COLUMNS}
       from recipes r
       cross join lateral (select count(*) as total from recipe_comments where recipe_id = r.id) t
       left join lateral (
         select id from recipe_comments where recipe_id = r.id order by created_at, id limit ? offset ?
       ) ids on true
       left join recipe_comments c on c.id = ids.id
       left join users u on u.id = c.user_id
       where r.id = ?
       order by c.created_at, c.id`,
      [paging.limit, paging.offset, recipeId],
    );
    return page(rows);
  }

  async photos(recipeId: number, paging: Paging): Promise<FeedbackPage<PhotoRow>> {
    const rows = await this.em.execute<(PhotoRow & AccessRow)[]>(
      `select r.user_id as "ownerId", r.is_public as "isPublic", t.total, ${PHOTO_COLUMNS}
       from recipes r
       cross join lateral (select count(*) as total from recipe_user_photos where recipe_id = r.id) t
       left join lateral (
         select id from recipe_user_photos where recipe_id = r.id order by created_at desc, id desc limit ? offset ?
       ) ids on true
       left join recipe_user_photos p on p.id = ids.id
       left join users u on u.id = p.user_id
       where r.id = ?
       order by p.created_at desc, p.id desc`,
      [paging.limit, paging.offset, recipeId],
    );
    return page(rows);
  }

  async ratings(recipeId: number, limit: number) {
    const rows = await this.em.execute<
      (RatingRow & { userId: number | null; ownerId: number; isPublic: boolean; ratingCount: number; ratingSum: number })[]
    >(
      `select r.user_id as "ownerId", r.is_public as "isPublic", r.rating_count as "ratingCount", r.rating_sum as "ratingSum",
         x.user_id as "userId", u.username, x.rating, x.created_at as "createdAt", x.updated_at as "updatedAt"
       from recipes r
       left join lateral (
         select * from recipe_ratings where recipe_id = r.id order by updated_at desc, id desc limit ?
       ) x on true
       left join users u on u.id = x.user_id
       where r.id = ?
       order by x.updated_at desc, x.id desc`,
      [limit, recipeId],
    );
    const first = rows[0];
    if (!first) return { recipe: null, rows: [] };
    return {
      recipe: { userId: first.ownerId, isPublic: first.isPublic, ratingCount: first.ratingCount, ratingSum: first.ratingSum },
      rows: first.userId === null ? [] : rows,
    };
  }

  async userRating(recipeId: number, userId: number): Promise<{ recipe: RecipeAccess | null; rating: number | null }> {
    const [row] = await this.em.execute<{ ownerId: number; isPublic: boolean; rating: number | null }[]>(
      `select r.user_id as "ownerId", r.is_public as "isPublic", x.rating
       from recipes r left join recipe_ratings x on x.recipe_id = r.id and x.user_id = ?
       where r.id = ?`,
      [userId, recipeId],
    );
    return row ? { recipe: { userId: row.ownerId, isPublic: row.isPublic }, rating: row.rating } : { recipe: null, rating: null };
  }

  async hasInteraction(
    recipeId: number,
    userId: number,
    interaction: RecipeInteraction,
  ): Promise<{ recipe: RecipeAccess | null; happened: boolean }> {
    const [row] = await this.em.execute<{ ownerId: number; isPublic: boolean; happened: boolean }[]>(
      `select r.user_id as "ownerId", r.is_public as "isPublic",
         exists (select 1 from ${FEEDBACK_TABLES[interaction]} x where x.recipe_id = r.id and x.user_id = ?) as happened
       from recipes r where r.id = ?`,
      [userId, recipeId],
    );
    return row ? { recipe: { userId: row.ownerId, isPublic: row.isPublic }, happened: row.happened } : { recipe: null, happened: false };
  }

  async comment(id: number): Promise<CommentRow | null> {
    const [row] = await this.em.execute<CommentRow[]>(
      `select ${COMMENT_COLUMNS} from recipe_comments c join users u on u.id = c.user_id where c.id = ?`,
      [id],
    );
    return row ?? null;
  }

  async photo(id: number): Promise<PhotoRow | null> {
    const [row] = await this.em.execute<PhotoRow[]>(
      `select ${PHOTO_COLUMNS} from recipe_user_photos p join users u on u.id = p.user_id where p.id = ?`,
      [id],
    );
    return row ?? null;
  }
}
