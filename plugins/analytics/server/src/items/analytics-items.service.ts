import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuthContext } from '@otimiza/sdk/server';
import type { z } from 'zod';
import type { createAnalyticsItemSchema } from '@otimiza/plugin-analytics-shared';
import { analyticsItemNotFound } from './analytics-item-errors.js';
import { AnalyticsItemSchema, type AnalyticsItem } from './analytics-item.entity.js';

export type NewAnalyticsItem = z.output<typeof createAnalyticsItemSchema>;

/**
 * The workspace's items. In a request the core sets the workspace filter to the session's
 * workspace, so no query here names it: another workspace's item is as missing as an unknown one.
 */
@Injectable()
export class AnalyticsItemsService {
  constructor(private readonly em: EntityManager) {}

  async create(auth: AuthContext, input: NewAnalyticsItem): Promise<AnalyticsItem> {
    const item = this.em.create(AnalyticsItemSchema, { workspace: auth.workspaceId, name: input.name, description: input.description });
    await this.em.flush();
    return item;
  }

  list(): Promise<AnalyticsItem[]> {
    return this.em.find(AnalyticsItemSchema, {}, { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
  }

  async get(id: string): Promise<AnalyticsItem> {
    const item = await this.em.findOne(AnalyticsItemSchema, { id });
    if (!item) throw analyticsItemNotFound();
    return item;
  }

  async remove(id: string): Promise<void> {
    const deleted = await this.em.nativeDelete(AnalyticsItemSchema, { id });
    if (deleted === 0) throw analyticsItemNotFound();
  }
}
