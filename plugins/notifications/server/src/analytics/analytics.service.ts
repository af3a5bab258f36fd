import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace, type AuthContext } from '@otimiza/sdk/server';
import { DEFAULT_TIME_ZONE, type NotificationAnalytics } from '@otimiza/plugin-notifications-shared';
import { PushConfigSchema } from '../data/push-config.entity.js';
import { analyticsFrom } from './analytics-figures.js';
import { deliveryGroups } from './analytics-query.js';

/** `GET /api/notifications/analytics`: the workspace's delivery records, counted in one aggregate. */
@Injectable()
export class AnalyticsService {
  constructor(private readonly em: EntityManager) {}

  async of(auth: AuthContext): Promise<NotificationAnalytics> {
    const timeZone = await this.timeZoneOf(auth);
    return analyticsFrom(await deliveryGroups(this.em, auth.workspaceId, timeZone), timeZone);
  }

  /** The hours are the caller's: the time zone of their push configuration, São Paulo's before they save one. */
  private async timeZoneOf(auth: AuthContext): Promise<string> {
    const saved = await forWorkspace(this.em, auth.workspaceId).findOne(PushConfigSchema, { user: auth.userId }, { fields: ['config'] });
    return saved?.config.timeZone ?? DEFAULT_TIME_ZONE;
  }
}
