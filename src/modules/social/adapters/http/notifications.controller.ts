import { Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type SessionUser } from '../../../../platform/http/auth-context.js';
import { ErrorDto } from '../../../../platform/http/dto.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';
import { MarkAllNotificationsRead, MarkNotificationRead } from '../../application/notification-commands.js';
import { SocialQueries } from '../../application/social.queries.js';
import { NotificationDto, NotificationsQueryDto, NotificationsReadDto } from './dto/social.dto.js';

/** My notifications: nobody else's are ever listed or changed. */
@ApiTags('social')
@Controller('social/notifications')
export class NotificationsController {
  constructor(
    private readonly queries: SocialQueries,
    private readonly markRead: MarkNotificationRead,
    private readonly markAllRead: MarkAllNotificationsRead,
  ) {}

  /** My newest notifications (20 by default, at most 100; the bell asks for 5). */
  @Get()
  @ApiOkResponse({
    type: [NotificationDto],
    headers: {
      'X-Unread-Count': { description: 'How many of all my notifications are unread', schema: { type: 'integer' } },
      'X-Total-Count': { description: 'How many notifications I have', schema: { type: 'integer' } },
    },
  })
  async listNotifications(
    @CurrentUser() user: SessionUser,
    @Query() query: NotificationsQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<NotificationDto[]> {
    const { rows, total, unread } = await this.queries.notifications(user.id, query.limit);
    response.setHeader('X-Unread-Count', String(unread));
    response.setHeader('X-Total-Count', String(total));
    return rows.map((row) => NotificationDto.from(row));
  }

  /** Someone else's notification, or none: 404. */
  @Patch(':id/read')
  @ApiNotFoundResponse({ type: ErrorDto })
  async markNotificationRead(@CurrentUser() user: SessionUser, @Param('id', ParseIdPipe) id: number): Promise<NotificationDto> {
    return NotificationDto.from(await this.markRead.execute(user.id, id));
  }

  /** Marks all of the caller's notifications read. */
  @Post('read-all')
  @HttpCode(200)
  async markAllNotificationsRead(@CurrentUser() user: SessionUser): Promise<NotificationsReadDto> {
    return { updated: await this.markAllRead.execute(user.id) };
  }
}
