import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, registerValidationMessages, ValidBody, ValidParams, type AuthContext } from '@otimiza/sdk/server';
import {
  createCustomerSuccessItemSchema,
  customerSuccessItemIdSchema,
  customerSuccessValidationMessages,
  type CustomerSuccessItemList,
  type CustomerSuccessItemView,
} from '@otimiza/plugin-customer-success-shared';
import type { z } from 'zod';
import { toCustomerSuccessItemView } from './customer-success-item-view.js';
import { CustomerSuccessItemsService, type NewCustomerSuccessItem } from './customer-success-items.service.js';

registerValidationMessages(customerSuccessValidationMessages);

type ItemId = z.output<typeof customerSuccessItemIdSchema>;

/** `/api/customer-success/items`: the workspace's items. Bodies and ids are validated here, at the edge (400 VALIDATION_ERROR). */
@ApiTags('customer-success')
@Controller('customer-success/items')
export class CustomerSuccessItemsController {
  constructor(private readonly items: CustomerSuccessItemsService) {}

  @Get()
  @ApiOkResponse({ description: '{ items } — the workspace’s items, newest first.' })
  async list(): Promise<CustomerSuccessItemList> {
    return { items: (await this.items.list()).map(toCustomerSuccessItemView) };
  }

  @Post()
  @ApiCreatedResponse({ description: 'The new item.' })
  async create(@CurrentAuth() auth: AuthContext, @ValidBody(createCustomerSuccessItemSchema) body: NewCustomerSuccessItem): Promise<CustomerSuccessItemView> {
    return toCustomerSuccessItemView(await this.items.create(auth, body));
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The item; 404 for a missing id and for another workspace’s.' })
  async get(@ValidParams(customerSuccessItemIdSchema) params: ItemId): Promise<CustomerSuccessItemView> {
    return toCustomerSuccessItemView(await this.items.get(params.id));
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true }; 404 for a missing id and for another workspace’s.' })
  async remove(@ValidParams(customerSuccessItemIdSchema) params: ItemId): Promise<{ success: true }> {
    await this.items.remove(params.id);
    return { success: true };
  }
}
