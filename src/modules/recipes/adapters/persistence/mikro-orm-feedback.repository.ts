import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CommentRepository, PhotoRepository, RatingRepository, type SavedRating } from '../../application/ports/feedback.repository.js';
import { RecipeComment, RecipePhoto } from '../../domain/feedback.js';

@Injectable()
export class MikroOrmCommentRepository extends CommentRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  find(recipeId: number, id: number): Promise<RecipeComment | null> {
    return this.em.findOne(RecipeComment, { id, recipeId });
  }

  async save(comment: RecipeComment): Promise<void> {
    await this.em.persist(comment).flush();
  }

  async delete(comment: RecipeComment): Promise<void> {
    await this.em.remove(comment).flush();
  }
}

@Injectable()
export class MikroOrmPhotoRepository extends PhotoRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  find(recipeId: number, id: number): Promise<RecipePhoto | null> {
    return this.em.findOne(RecipePhoto, { id, recipeId });
  }

  async save(photo: RecipePhoto): Promise<void> {
    await this.em.persist(photo).flush();
  }

  async delete(photo: RecipePhoto): Promise<void> {
    await this.em.remove(photo).flush();
  }
}

@Injectable()
export class SqlRatingRepository extends RatingRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /**
   * Two statements in one transaction. The first locks the recipe's row, so every rating write of
   * one recipe runs one after the other; the second, under that lock, reads the cook's previous
   * rating, upserts the new one (the unique key keeps one per cook) and moves the aggregate by the
   * difference, all in one statement.
   */
  save(recipeId: number, userId: number, rating: number): Promise<SavedRating> {
    return this.em.transactional(async (em) => {
      await em.execute('select id from recipes where id = ? for update', [recipeId]);
      const [row] = await em.execute<{ ratingId: number; isFirstRating: boolean; ratingCount: number; ratingSum: number }[]>(
        `with previous as (
           select rating from recipe_ratings where recipe_id = ? and user_id = ?
         ), saved as (
           insert into recipe_ratings (recipe_id, user_id, rating, created_at, updated_at) values (?, ?, ?, now(), now())
           on conflict (recipe_id, user_id) do update set rating = excluded.rating, updated_at = excluded.updated_at
           returning id
         )
         update recipes set
           rating_count = rating_count + (case when exists (select 1 from previous) then 0 else 1 end),
           rating_sum = rating_sum + ? - coalesce((select rating from previous), 0)
         where id = ?
         returning (select id from saved) as "ratingId", not exists (select 1 from previous) as "isFirstRating",
           rating_count as "ratingCount", rating_sum as "ratingSum"`,
        [recipeId, userId, recipeId, userId, rating, rating, recipeId],
      );
      return row;
    });
  }

  /**
   * Two statements on the EntityManager, so they join the caller's transaction: lock the rated
   * recipes in id order (as every rating write locks its recipe first), then move each aggregate by
   * the cook's rating and delete those ratings, in one statement.
   */
  async withdrawAllBy(userId: number): Promise<void> {
    await this.em.execute(
      'select r.id from recipes r where r.id in (select recipe_id from recipe_ratings where user_id = ?) order by r.id for update',
      [userId],
    );
    await this.em.execute(
      `with gone as (delete from recipe_ratings where user_id = ? returning recipe_id, rating)
       update recipes r set rating_count = r.rating_count - 1, rating_sum = r.rating_sum - gone.rating
       from gone where r.id = gone.recipe_id`,
      [userId],
      'run',
    );
  }
}
