import type { NotificationContent } from '../../domain/notification.js';
import type { NotificationRow } from './social.read-model.js';

/** The notifications' writes, each one atomic SQL statement. */
export abstract class NotificationRepository {
  /** Adds one, unless the user has it already (a follower's follow again on the same day, UTC). */
  abstract add(userId: number, notification: NotificationContent): Promise<void>;
  /**
   * Writes the user's notifications of this kind from this actor about this recipe anew with
   * `notification`'s text (a changed rating): read or not, they stay as they were otherwise.
   */
  abstract rewrite(userId: number, notification: NotificationContent): Promise<void>;
  /**
   * The same notification to every follower of `authorId`, in one INSERT … SELECT; a follower who has
   * one of this kind for this recipe already is skipped (the unique key, ON CONFLICT DO NOTHING).
   */
  abstract addForFollowersOf(authorId: number, notification: NotificationContent): Promise<void>;
  /** Marks one of the user's notifications read and answers it; null when the user has no such notification. */
  abstract markRead(userId: number, id: number): Promise<NotificationRow | null>;
  /** Marks all of the user's notifications read; answers how many were unread. */
  abstract markAllRead(userId: number): Promise<number>;
}
