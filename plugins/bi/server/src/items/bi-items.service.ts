import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuthContext } from '@otimiza/sdk/server';
import type { z } from 'zod';
import type { createBiItemSchema } from '@otimiza/plugin-bi-shared';
import { biItemNotFound } from './bi-item-errors.js';
import { BiItemSchema, type BiItem } from './bi-item.entity.js';

export type NewBiItem = z.output<typeof createBiItemSchema>;

/**
 * The workspace's items. In a request the core sets the workspace filter to the session's
 * workspace, so no query here names it: another workspace's item is as missing as an unknown one.
 */
@Injectable()
export class BiItemsService {
  constructor(private readonly em: EntityManager) {}

  async create(auth: AuthContext, input: NewBiItem): Promise<BiItem> {
    const item = this.em.create(BiItemSchema, { workspace: auth.workspaceId, name: input.name, description: input.description });
    await this.em.flush();
    return item;
  }

  list(): Promise<BiItem[]> {
    return this.em.find(BiItemSchema, {}, { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
  }

  async get(id: string): Promise<BiItem> {
    const item = await this.em.findOne(BiItemSchema, { id });
    if (!item) throw biItemNotFound();
    return item;
  }

  async remove(id: string): Promise<void> {
    const deleted = await this.em.nativeDelete(BiItemSchema, { id });
    if (deleted === 0) throw biItemNotFound();
  }
}
