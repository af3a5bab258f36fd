import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, type AuthContext } from '@otimiza/sdk/server';
import type { NotificationAnalytics } from '@otimiza/plugin-notifications-shared';
import { AnalyticsService } from './analytics.service.js';

/** `/api/notifications/analytics` (analytics tab). */
@ApiTags('notifications')
@Controller('notifications/analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'NotificationAnalytics counted from the workspace’s delivery records; rates null where nothing was sent.' })
  get(@CurrentAuth() auth: AuthContext): Promise<NotificationAnalytics> {
    return this.analytics.of(auth);
  }
}
