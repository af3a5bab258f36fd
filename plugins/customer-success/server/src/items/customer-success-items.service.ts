import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuthContext } from '@otimiza/sdk/server';
import type { z } from 'zod';
import type { createCustomerSuccessItemSchema } from '@otimiza/plugin-customer-success-shared';
import { customerSuccessItemNotFound } from './customer-success-item-errors.js';
import { CustomerSuccessItemSchema, type CustomerSuccessItem } from './customer-success-item.entity.js';

export type NewCustomerSuccessItem = z.output<typeof createCustomerSuccessItemSchema>;

/**
 * The workspace's items. In a request the core sets the workspace filter to the session's
 * workspace, so no query here names it: another workspace's item is as missing as an unknown one.
 */
@Injectable()
export class CustomerSuccessItemsService {
  constructor(private readonly em: EntityManager) {}

  async create(auth: AuthContext, input: NewCustomerSuccessItem): Promise<CustomerSuccessItem> {
    const item = this.em.create(CustomerSuccessItemSchema, { workspace: auth.workspaceId, name: input.name, description: input.description });
    await this.em.flush();
    return item;
  }

  list(): Promise<CustomerSuccessItem[]> {
    return this.em.find(CustomerSuccessItemSchema, {}, { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
  }

  async get(id: string): Promise<CustomerSuccessItem> {
    const item = await this.em.findOne(CustomerSuccessItemSchema, { id });
    if (!item) throw customerSuccessItemNotFound();
    return item;
  }

  async remove(id: string): Promise<void> {
    const deleted = await this.em.nativeDelete(CustomerSuccessItemSchema, { id });
    if (deleted === 0) throw customerSuccessItemNotFound();
  }
}
