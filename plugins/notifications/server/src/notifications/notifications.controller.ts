import { Controller, Get, Header, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AllowViewer, CurrentAuth, RequestLanguage, ValidParams, ValidQuery, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import { notificationIdSchema, notificationListQuerySchema, type NotificationList, type NotificationView } from '@otimiza/plugin-notifications-shared';
import type { Response } from 'express';
import type { z } from 'zod';
import { NotificationStreamService } from './notification-stream.service.js';
import { NotificationsService, type NotificationListQuery } from './notifications.service.js';

/** `/api/notifications`: the member's own notifications in the session's workspace (notifications tab). */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly streams: NotificationStreamService,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'NotificationList: newest first, filtered by type, priority, unreadOnly and a search in the title and text (both languages); `limit` 1–100, `page` × `limit` at most 10 000 (400 paging.tooDeep beyond).',
  })
  list(
    @CurrentAuth() auth: AuthContext,
    @ValidQuery(notificationListQuerySchema) query: NotificationListQuery,
    @RequestLanguage() language: Language,
  ): Promise<NotificationList> {
    return this.notifications.list(auth, query, language);
  }

  @Get('unread-count')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: '{ unread }: the member’s unread notifications in the workspace.' })
  async unreadCount(@CurrentAuth() auth: AuthContext): Promise<{ unread: number }> {
    return { unread: await this.notifications.unreadCount(auth) };
  }

  @Get('stream')
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description:
      'text/event-stream of `unread` events (UnreadCountMessage) on connect and after each change; a heartbeat comment every 25 s. Texts in `?language=`. 429 past 20 open streams per member.',
  })
  stream(@CurrentAuth() auth: AuthContext, @Res() response: Response, @RequestLanguage() language: Language): Promise<void> {
    return this.streams.stream(auth, response, language);
  }

  @Post('read-all')
  @HttpCode(200)
  @AllowViewer()
  @ApiOkResponse({ description: '{ updated, unread }: every unread notification of the member marked read.' })
  @BodyLess('marks every unread notification of the member read')
  markAllRead(@CurrentAuth() auth: AuthContext): Promise<{ updated: number; unread: number }> {
    return this.notifications.markAllRead(auth);
  }

  @Post(':id/read')
  @HttpCode(200)
  @AllowViewer()
  @ApiOkResponse({ description: '{ notification, unread }: the notification, now read (again: unchanged). 404 for an id that is not the member’s.' })
  @BodyLess('marks the member’s notification named in the path read')
  markRead(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(notificationIdSchema) params: z.output<typeof notificationIdSchema>,
    @RequestLanguage() language: Language,
  ): Promise<{ notification: NotificationView; unread: number }> {
    return this.notifications.markRead(auth, params.id, language);
  }
}
