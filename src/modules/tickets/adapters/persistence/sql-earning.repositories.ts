import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type AwardGrant, InteractionAwardRepository } from '../../application/ports/interaction-award.repository.js';
import { LoginStreakRepository } from '../../application/ports/login-streak.repository.js';
import { LoginStreak } from '../../domain/login-streak.js';
import type { RecipeInteractionType } from '../../domain/recipe-interaction.js';

// `em.execute` runs inside the transaction of LedgerStore.transact when called from its work.

@Injectable()
export class SqlLoginStreakRepository extends LoginStreakRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async find(userId: number): Promise<LoginStreak> {
    const [row] = await this.em.execute<{ currentStreak: number; longestStreak: number; lastLoginDate: string | null }[]>(
      `select current_streak as "currentStreak", longest_streak as "longestStreak", last_login_date::text as "lastLoginDate"
       from login_streaks where user_id = ?`,
      [userId],
    );
    return row ? new LoginStreak(userId, row.currentStreak, row.longestStreak, row.lastLoginDate) : new LoginStreak(userId);
  }

  async save(streak: LoginStreak): Promise<void> {
    await this.em.execute(
      `insert into login_streaks (user_id, current_streak, longest_streak, last_login_date, updated_at) values (?, ?, ?, ?::date, now())
       on conflict (user_id) do update set current_streak = excluded.current_streak, longest_streak = excluded.longest_streak,
         last_login_date = excluded.last_login_date, updated_at = excluded.updated_at`,
      [streak.userId, streak.currentStreak, streak.longestStreak, streak.lastLoginDate],
      'run',
    );
  }
}

@Injectable()
export class SqlInteractionAwardRepository extends InteractionAwardRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** The day's count (on (user_id, created_at)) and the insert in one statement; the unique key keeps one per recipe and type. */
  async grant(award: AwardGrant): Promise<boolean> {
    const rows = await this.em.execute<{ id: number }[]>(
      `insert into recipe_interaction_awards (user_id, recipe_id, interaction_type, tickets, created_at)
       select ?, ?, ?, ?, ?
       where (select count(*) from recipe_interaction_awards where user_id = ? and created_at >= ? and created_at < ?) < ?
       on conflict (user_id, recipe_id, interaction_type) do nothing
       returning id`,
      [award.userId, award.recipeId, award.interaction, award.tickets, award.at, award.userId, award.day.from, award.day.to, award.dailyLimit],
    );
    return rows.length > 0;
  }

  async announce(userId: number, recipeId: number, interaction: RecipeInteractionType): Promise<number> {
    const [row] = await this.em.execute<{ tickets: number }[]>(
      `update recipe_interaction_awards set announced = true
       where user_id = ? and recipe_id = ? and interaction_type = ? and announced = false
       returning tickets`,
      [userId, recipeId, interaction],
    );
    return row?.tickets ?? 0;
  }
}
