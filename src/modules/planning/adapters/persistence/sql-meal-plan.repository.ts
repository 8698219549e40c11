import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { plannedRecipe } from '../../../recipes/index.js';
import { CalendarFeedRepository, MealPlanRepository } from '../../application/ports/meal-plan.repository.js';
import { type CalendarDate, type EntryChange, type EntryDraft, MEALS, type MealPlanEntry } from '../../domain/meal-plan.js';

const ENTRY_COLUMNS = `e.id, to_char(e.date, 'YYYY-MM-DD') as date, e.meal, e.recipe_id as "recipeId", e.note, e.servings,
  ${plannedRecipe('e.recipe_id', 'e.user_id')} as recipe`;
const MEAL_ORDER = `array_position(array[${MEALS.map((meal) => `'${meal}'`).join(', ')}]::text[], e.meal::text)`;

/**
 * Runs `work` in a transaction under the cook's plan lock: a day's count and a meal's next position
 * taken under it stay true until the commit, whatever arrives at once.
 */
function underPlanLock<T>(em: EntityManager, userId: number, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  return em.fork().transactional(async (tx) => {
    await tx.execute("select pg_advisory_xact_lock(hashtextextended('meal-plan:' || ?, 0))", [userId]);
    return work(tx);
  });
}

@Injectable()
export class SqlMealPlanRepository extends MealPlanRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  list(userId: number, from: CalendarDate, to: CalendarDate): Promise<MealPlanEntry[]> {
    return this.em.execute<MealPlanEntry[]>(
      `select ${ENTRY_COLUMNS} from meal_plan_entries e
       where e.user_id = ? and e.date between ?::date and ?::date
       order by e.date, ${MEAL_ORDER}, e.position, e.id`,
      [userId, from, to],
    );
  }

  add(userId: number, draft: EntryDraft, perDay: number): Promise<MealPlanEntry | null> {
    return underPlanLock(this.em, userId, async (tx) => {
      const [row] = await tx.execute<MealPlanEntry[]>(
        `with added as (
           insert into meal_plan_entries (user_id, date, meal, position, recipe_id, note, servings)
           select ?, ?::date, ?, coalesce((select max(position) + 1 from meal_plan_entries where user_id = ? and date = ?::date and meal = ?), 0), ?, ?, ?
           where (select count(*) from meal_plan_entries where user_id = ? and date = ?::date) < ?
           returning *)
         select ${ENTRY_COLUMNS} from added e`,
        [
          userId,
          draft.date,
          draft.meal,
          userId,
          draft.date,
          draft.meal,
          draft.recipeId ?? null,
          draft.note ?? null,
          draft.servings ?? null,
          userId,
          draft.date,
          perDay,
        ],
      );
      return row ?? null;
    });
  }

  async find(userId: number, id: number): Promise<MealPlanEntry | null> {
    const [row] = await this.em.execute<MealPlanEntry[]>(`select ${ENTRY_COLUMNS} from meal_plan_entries e where e.id = ? and e.user_id = ?`, [
      id,
      userId,
    ]);
    return row ?? null;
  }

  update(userId: number, id: number, change: EntryChange, perDay: number): Promise<MealPlanEntry | 'full' | null> {
    return underPlanLock(this.em, userId, async (tx) => {
      const [current] = await tx.execute<{ date: string; meal: string }[]>(
        `select to_char(date, 'YYYY-MM-DD') as date, meal from meal_plan_entries where id = ? and user_id = ? for update`,
        [id, userId],
      );
      if (!current) return null;
      const date = change.date ?? current.date;
      const meal = change.meal ?? current.meal;
      const moved = date !== current.date || meal !== current.meal;
      if (date !== current.date) {
        const [{ count }] = await tx.execute<{ count: number }[]>(
          'select count(*)::int as count from meal_plan_entries where user_id = ? and date = ?::date',
          [userId, date],
        );
        if (count >= perDay) return 'full';
      }
      const [row] = await tx.execute<MealPlanEntry[]>(
        `with changed as (
           update meal_plan_entries set date = ?::date, meal = ?,
             position = case when ? then coalesce((select max(position) + 1 from meal_plan_entries where user_id = ? and date = ?::date and meal = ?), 0) else position end,
             servings = case when recipe_id is null then servings else coalesce(?, servings) end,
             note = case when note is null then note else coalesce(?, note) end
           where id = ? and user_id = ?
           returning *)
         select ${ENTRY_COLUMNS} from changed e`,
        [date, meal, moved, userId, date, meal, change.servings ?? null, change.note ?? null, id, userId],
      );
      return row ?? null;
    });
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const deleted = await this.em.execute('delete from meal_plan_entries where id = ? and user_id = ? returning id', [id, userId]);
    return deleted.length > 0;
  }
}

@Injectable()
export class SqlCalendarFeedRepository extends CalendarFeedRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async tokenOf(userId: number): Promise<string | null> {
    const [row] = await this.em.execute<{ token: string }[]>('select token from meal_plan_feeds where user_id = ?', [userId]);
    return row?.token ?? null;
  }

  async replace(userId: number, token: string): Promise<void> {
    await this.em.execute(
      `insert into meal_plan_feeds (user_id, token, created_at) values (?, ?, now())
       on conflict (user_id) do update set token = excluded.token, created_at = excluded.created_at`,
      [userId, token],
    );
  }

  async revoke(userId: number): Promise<void> {
    await this.em.execute('delete from meal_plan_feeds where user_id = ?', [userId]);
  }

  async ownerOf(token: string): Promise<number | null> {
    const [row] = await this.em.execute<{ userId: number }[]>('select user_id as "userId" from meal_plan_feeds where token = ?', [token]);
    return row?.userId ?? null;
  }
}
