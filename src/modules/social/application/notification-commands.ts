import { Injectable } from '@nestjs/common';
import { NotificationNotFoundError } from '../domain/social.errors.js';
import { NotificationRepository } from './ports/notification.repository.js';
import type { NotificationRow } from './ports/social.read-model.js';

/** Marks one of my notifications read; someone else's is "not found". */
@Injectable()
export class MarkNotificationRead {
  constructor(private readonly notifications: NotificationRepository) {}

  async execute(userId: number, id: number): Promise<NotificationRow> {
    const notification = await this.notifications.markRead(userId, id);
    if (!notification) throw new NotificationNotFoundError();
    return notification;
  }
}

/** Marks all my notifications read; answers how many were unread. */
@Injectable()
export class MarkAllNotificationsRead {
  constructor(private readonly notifications: NotificationRepository) {}

  execute(userId: number): Promise<number> {
    return this.notifications.markAllRead(userId);
  }
}
