import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { NotificationRepository } from '../../application/ports/notification.repository.js';
import type { NotificationRow } from '../../application/ports/social.read-model.js';
import type { NotificationContent } from '../../domain/notification.js';

export const NOTIFICATION_COLUMNS = `n.id, n.message, n.created_at as "createdAt", n.read, n.recipe_id as "recipeId", n.actor_id as "actorId"`;

/** Through the context's EntityManager: an outbox delivery writes its notifications in its own transaction. */
@Injectable()
export class SqlNotificationRepository extends NotificationRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** One INSERT; the unique keys skip what the user was told already (a follower's second follow of the day). */
  async add(userId: number, notification: NotificationContent): Promise<void> {
    await this.em.execute('insert into notifications (user_id, kind, message, recipe_id, actor_id) values (?, ?, ?, ?, ?) on conflict do nothing', [
      userId,
      notification.kind,
      notification.message,
      notification.recipeId,
      notification.actorId,
    ]);
  }

  async rewrite(userId: number, notification: NotificationContent): Promise<void> {
    await this.em.execute('update notifications set message = ? where user_id = ? and kind = ? and actor_id = ? and recipe_id = ?', [
      notification.message,
      userId,
      notification.kind,
      notification.actorId,
      notification.recipeId,
    ]);
  }

  /** One INSERT … SELECT over the author's followers; the unique keys skip whoever has it already. */
  async addForFollowersOf(authorId: number, notification: NotificationContent): Promise<void> {
    await this.em.execute(
      `insert into notifications (user_id, kind, message, recipe_id, actor_id)
       select f.follower_id, ?, ?, ?, ? from user_follows f where f.following_id = ?
       on conflict do nothing`,
      [notification.kind, notification.message, notification.recipeId, notification.actorId, authorId],
    );
  }

  async markRead(userId: number, id: number): Promise<NotificationRow | null> {
    const [row] = await this.em.execute<NotificationRow[]>(
      `update notifications n set read = true where n.id = ? and n.user_id = ? returning ${NOTIFICATION_COLUMNS}`,
      [id, userId],
    );
    return row ?? null;
  }

  /** Under parallel calls each notification is counted by exactly one of them (a row's update waits for the other's). */
  async markAllRead(userId: number): Promise<number> {
    const [{ updated }] = await this.em.execute<{ updated: number }[]>(
      `with updated as (update notifications set read = true where user_id = ? and read = false returning 1)
       select count(*)::int as updated from updated`,
      [userId],
    );
    return updated;
  }
}
