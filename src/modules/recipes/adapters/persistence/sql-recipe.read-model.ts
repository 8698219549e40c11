import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type MyRecipesFilter, type RecipeCardRow, RecipeReadModel } from '../../application/ports/recipe.read-model.js';

/** Only the columns a card shows, and at most the first two tags. */
export const CARD_COLUMNS = `r.id, r.user_id as "userId", r.name, r.description, r.image_url as "imageUrl",
  r.cook_time as "cookTime", r.servings, r.difficulty, r.category, r.tags[1:2] as tags,
  r.is_favorite as "isFavorite", r.is_public as "isPublic", r.is_moderated as "isModerated", r.source,
  r.created_at as "createdAt"`;

function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

@Injectable()
export class SqlRecipeReadModel extends RecipeReadModel {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /**
   * One statement: the total (counted on the list's own index, not through a window over every row)
   * joined with the page, so an empty page past the end still carries the true total. The page is
   * found by id first (an index-only scan on (user_id, is_favorite, id) even 10,000 rows deep), then
   * only its rows are read from the table.
   */
  async listForOwner(userId: number, filter: MyRecipesFilter): Promise<{ rows: RecipeCardRow[]; total: number }> {
    const conditions = ['r.user_id = ?'];
    const params: unknown[] = [userId];
    if (filter.search) {
      conditions.push('(r.name ilike ? or r.description ilike ?)');
      params.push(likePattern(filter.search), likePattern(filter.search));
    }
    if (filter.category) {
      conditions.push('r.category = ?');
      params.push(filter.category);
    }
    const where = conditions.join(' and ');
    const rows = await this.em.getConnection().execute<(RecipeCardRow & { total: string })[]>(
      `select t.total, ${CARD_COLUMNS}
       from (select count(*) as total from recipes r where ${where}) t
       left join lateral (
         select r.id from recipes r where ${where}
         order by r.is_favorite desc, r.id desc limit ? offset ?
       ) page on true
       left join recipes r on r.id = page.id
       order by r.is_favorite desc, r.id desc`,
      [...params, ...params, filter.limit, filter.offset],
    );
    const total = Number(rows[0]?.total ?? 0);
    return { rows: rows[0]?.id === null ? [] : rows, total };
  }

  async categoriesOf(userId: number): Promise<string[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ category: string }[]>('select distinct category from recipes where user_id = ? order by category', [userId]);
    return rows.map((row) => row.category);
  }
}
