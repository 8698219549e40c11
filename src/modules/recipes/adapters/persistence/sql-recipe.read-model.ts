import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isoTimestamp } from '../../../../platform/database/iso-timestamp.js';
import { likePattern } from '../../../../platform/database/like-pattern.js';
import { SqlParams, SqlReader } from '../../../../platform/database/sql-reader.js';
import {
  type MyRecipesFilter,
  type PlanningCandidateRow,
  type PublicRecipeRow,
  type PublicRecipesFilter,
  type OwnRecipeCardRow,
  RecipeReadModel,
} from '../../application/ports/recipe.read-model.js';

/** Only the columns a card shows, and at most the first two tags. */
export const CARD_COLUMNS = `r.id, r.user_id as "userId", r.name, r.description, r.image_url as "imageUrl",
  r.cook_time as "cookTime", r.servings, r.difficulty, r.category, r.tags[1:2] as tags,
  r.is_favorite as "isFavorite", r.is_public as "isPublic", r.is_moderated as "isModerated", r.source,
  ${isoTimestamp('r.created_at')} as "createdAt"`;

/** A card of the cook's own list: the card and its prep and total times (the planner's list adds them up). */
const OWN_CARD_COLUMNS = `${CARD_COLUMNS}, r.prep_time as "prepTime", r.total_time as "totalTime"`;

/**
 * A public recipe card over `recipes r join users u on u.id = r.user_id`: the card, its author's name,
 * the rating aggregate and the keyset of the next page (the row PublicRecipeCardDto.fromPublic maps).
 * Exported for the read models of other modules that list public recipes in their own statement.
 */
export const PUBLIC_CARD_COLUMNS = `${CARD_COLUMNS}, u.username, r.rating_count as "ratingCount", r.rating_sum as "ratingSum",
  to_char(r.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "publishedAtKey"`;

/**
 * A recipe another module's row points to, joined only when the cook may read it (their own or a public
 * one), as a JSON object of what a planned meal shows, or null. For reads that must stay one statement
 * (the meal plan's week): `select …, ${plannedRecipe('e.recipe_id', 'e.user_id')} as recipe from meal_plan_entries e`.
 */
export function plannedRecipe(recipeIdColumn: string, userIdColumn: string): string {
  return `(select json_build_object('id', r.id, 'name', r.name, 'imageUrl', r.image_url, 'cookTime', r.cook_time,
      'prepTime', r.prep_time, 'totalTime', r.total_time, 'servings', r.servings)
    from recipes r where r.id = ${recipeIdColumn} and (r.user_id = ${userIdColumn} or r.is_public))`;
}

/** The end of both statements of an owner's list: each id of the page's `page` rows as its card, in the list's order. */
const OWNER_PAGE_CARDS = `left join lateral (select ${OWN_CARD_COLUMNS} from recipes r where r.id = page.id limit 1) card on true
       order by card."isFavorite" desc, card.id desc`;

@Injectable()
export class SqlRecipeReadModel extends RecipeReadModel {
  constructor(
    private readonly em: EntityManager,
    private readonly reader: SqlReader,
  ) {
    super();
  }

  /**
   * One statement: the total (counted on the list's own index, not through a window over every row)
   * joined with the page, so an empty page past the end still carries the true total. The page is
   * found by id first (an index-only scan on (user_id, is_favorite, id)), then only its rows are read
   * from the table. Past the middle of the list the scan starts from the other end (the branch whose
   * one-time filter holds runs), so the last page of 10,000 reads about as much as the first.
   * The planner cannot size that branch (its LIMIT is an expression) and guesses a tenth of the cook's
   * recipes; joined plainly, the cards would then come from a hash join over the whole table (10 ms
   * instead of 1 for a cook with 10,000 recipes on a small site). Fetched by id in a LATERAL with
   * LIMIT 1, which the planner cannot flatten into a join, they are 24 primary-key lookups.
   *
   * A search reads the cook's recipes once instead: its matches (id and favourite flag) are collected
   * in a materialized CTE that both the total and the page read. The substring test cannot walk an
   * index in order anyway, and written once, the planner estimates it once: the three-branch form
   * spent more time planning a search (each ILIKE is tried against the column's histogram) than
   * running it (docs/architecture-notes.md §1).
   */
  async listForOwner(userId: number, filter: MyRecipesFilter): Promise<{ rows: OwnRecipeCardRow[]; total: number }> {
    const sql = new SqlParams();
    const conditions = [`r.user_id = ${sql.param(userId)}`];
    if (filter.search) {
      const pattern = sql.param(likePattern(filter.search));
      conditions.push(`(r.name ilike ${pattern} or r.description ilike ${pattern})`);
    }
    if (filter.category) conditions.push(`r.category = ${sql.param(filter.category)}`);
    const where = conditions.join(' and ');
    const [limit, offset] = [sql.param(filter.limit), sql.param(filter.offset)];
    const rows = await this.reader.rows<OwnRecipeCardRow & { total: string }>(
      filter.search ? this.searchStatement(where, limit, offset) : this.pageStatement(where, limit, offset),
      sql.values,
      { prepared: !filter.search },
    );
    const total = Number(rows[0]?.total ?? 0);
    return { rows: rows[0]?.id === null ? [] : rows, total };
  }

  /**
   * Each filter shape's statement, built once: SqlReader finds the prepared statement by its text, and
   * the same string again costs no hashing (a text built afresh cost about 1 % of a list's CPU).
   */
  private readonly pageStatements = new Map<string, string>();

  private pageStatement(where: string, limit: string, offset: string): string {
    const shape = `${where} ${limit} ${offset}`;
    let text = this.pageStatements.get(shape);
    if (text === undefined) this.pageStatements.set(shape, (text = this.buildPageStatement(where, limit, offset)));
    return text;
  }

  private buildPageStatement(where: string, limit: string, offset: string): string {
    return `select t.total, card.*
       from (select count(*) as total from recipes r where ${where}) t
       left join lateral (
         (select r.id from recipes r where ${where} and ${offset} * 2 <= t.total
          order by r.is_favorite desc, r.id desc limit ${limit} offset ${offset})
         union all
         (select r.id from recipes r where ${where} and ${offset} * 2 > t.total
          order by r.is_favorite, r.id limit greatest(least(${limit}, t.total - ${offset}), 0) offset greatest(t.total - ${offset} - ${limit}, 0))
       ) page on true
       ${OWNER_PAGE_CARDS}`;
  }

  private searchStatement(where: string, limit: string, offset: string): string {
    return `with matches as materialized (select r.id, r.is_favorite from recipes r where ${where})
       select t.total, card.*
       from (select count(*) as total from matches) t
       left join lateral (
         select m.id from matches m order by m.is_favorite desc, m.id desc limit ${limit} offset ${offset}
       ) page on true
       ${OWNER_PAGE_CARDS}`;
  }

  async categoriesOf(userId: number): Promise<string[]> {
    const rows = await this.em.execute<{ category: string }[]>('select distinct category from recipes where user_id = ? order by category', [userId]);
    return rows.map((row) => row.category);
  }

  /** One statement, walked backwards on (user_id, is_favorite, updated_at, id): `limit` rows read, however many the cook has. */
  planningCandidates(userId: number, limit: number): Promise<PlanningCandidateRow[]> {
    return this.em.execute<PlanningCandidateRow[]>(
      `select r.id, r.name, r.category, r.tags[1:20] as tags, r.is_favorite as "isFavorite", r.cook_time as "cookTime",
         r.prep_time as "prepTime", r.total_time as "totalTime", r.servings,
         r.image_url as "imageUrl", r.ingredients[1:40] as ingredients
       from recipes r where r.user_id = ?
       order by r.is_favorite desc, r.updated_at desc, r.id desc limit ?`,
      [userId, limit],
    );
  }

  /**
   * One statement: the page of public cards with their author's name and rating aggregate, walked on
   * the partial index (published_at desc, id desc), (category, published_at desc, id desc) or (user_id,
   * published_at desc, id desc) from the keyset position, so a deep page costs what the first does. A
   * search narrows by the pg_trgm indexes.
   */
  listPublic(filter: PublicRecipesFilter): Promise<PublicRecipeRow[]> {
    const sql = new SqlParams();
    const conditions = ['r.is_public = true'];
    if (filter.userId !== undefined) conditions.push(`r.user_id = ${sql.param(filter.userId)}`);
    if (filter.category) conditions.push(`r.category = ${sql.param(filter.category)}`);
    if (filter.search) {
      const pattern = sql.param(likePattern(filter.search));
      conditions.push(`(r.name ilike ${pattern} or r.description ilike ${pattern})`);
    }
    if (filter.after) {
      conditions.push(`(r.published_at, r.id) < (${sql.param(filter.after.publishedAt)}::timestamptz, ${sql.param(filter.after.id)})`);
    }
    return this.reader.rows<PublicRecipeRow>(
      `select ${PUBLIC_CARD_COLUMNS}
       from recipes r join users u on u.id = r.user_id
       where ${conditions.join(' and ')}
       order by r.published_at desc, r.id desc
       limit ${sql.param(filter.limit)}`,
      sql.values,
    );
  }

  /** Skips from one category to the next on the public category index instead of reading every public recipe. */
  async publicCategories(): Promise<string[]> {
    const rows = await this.em.execute<{ category: string }[]>(
      `with recursive c(category) as (
         (select category from recipes where is_public = true order by category limit 1)
         union all
         select (select r.category from recipes r where r.is_public = true and r.category > c.category order by r.category limit 1)
         from c where c.category is not null
       )
       select category from c where category is not null`,
    );
    return rows.map((row) => row.category);
  }
}
