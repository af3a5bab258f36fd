import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuthContext } from '@otimiza/sdk/server';
import type { z } from 'zod';
import type { createSiteAuditItemSchema } from '@otimiza/plugin-site-audit-shared';
import { siteAuditItemNotFound } from './site-audit-item-errors.js';
import { SiteAuditItemSchema, type SiteAuditItem } from './site-audit-item.entity.js';

export type NewSiteAuditItem = z.output<typeof createSiteAuditItemSchema>;

/**
 * The workspace's items. In a request the core sets the workspace filter to the session's
 * workspace, so no query here names it: another workspace's item is as missing as an unknown one.
 */
@Injectable()
export class SiteAuditItemsService {
  constructor(private readonly em: EntityManager) {}

  async create(auth: AuthContext, input: NewSiteAuditItem): Promise<SiteAuditItem> {
    const item = this.em.create(SiteAuditItemSchema, { workspace: auth.workspaceId, name: input.name, description: input.description });
    await this.em.flush();
    return item;
  }

  list(): Promise<SiteAuditItem[]> {
    return this.em.find(SiteAuditItemSchema, {}, { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
  }

  async get(id: string): Promise<SiteAuditItem> {
    const item = await this.em.findOne(SiteAuditItemSchema, { id });
    if (!item) throw siteAuditItemNotFound();
    return item;
  }

  async remove(id: string): Promise<void> {
    const deleted = await this.em.nativeDelete(SiteAuditItemSchema, { id });
    if (deleted === 0) throw siteAuditItemNotFound();
  }
}
