import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuthContext } from '@otimiza/sdk/server';
import type { z } from 'zod';
import type { create__PASCAL__ItemSchema } from '@otimiza/plugin-__ID__-shared';
import { __CAMEL__ItemNotFound } from './__ID__-item-errors.js';
import { __PASCAL__ItemSchema, type __PASCAL__Item } from '../data/__ID__-item.entity.js';

export type New__PASCAL__Item = z.output<typeof create__PASCAL__ItemSchema>;

/**
 * The workspace's items. In a request the core sets the workspace filter to the session's
 * workspace, so no query here names it: another workspace's item is as missing as an unknown one.
 */
@Injectable()
export class __PASCAL__ItemsService {
  constructor(private readonly em: EntityManager) {}

  /** A new item is due at once: the schedule's next tick (within a minute) queues its first check. */
  async create(auth: AuthContext, input: New__PASCAL__Item): Promise<__PASCAL__Item> {
    const item = this.em.create(__PASCAL__ItemSchema, { workspace: auth.workspaceId, name: input.name, url: input.url });
    await this.em.flush();
    return item;
  }

  list(): Promise<__PASCAL__Item[]> {
    return this.em.find(__PASCAL__ItemSchema, {}, { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
  }

  async get(id: string): Promise<__PASCAL__Item> {
    const item = await this.em.findOne(__PASCAL__ItemSchema, { id });
    if (!item) throw __CAMEL__ItemNotFound();
    return item;
  }

  async remove(id: string): Promise<void> {
    const deleted = await this.em.nativeDelete(__PASCAL__ItemSchema, { id });
    if (deleted === 0) throw __CAMEL__ItemNotFound();
  }
}
