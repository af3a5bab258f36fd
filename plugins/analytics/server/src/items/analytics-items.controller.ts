import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, registerValidationMessages, ValidBody, ValidParams, type AuthContext } from '@otimiza/sdk/server';
import {
  createAnalyticsItemSchema,
  analyticsItemIdSchema,
  analyticsValidationMessages,
  type AnalyticsItemList,
  type AnalyticsItemView,
} from '@otimiza/plugin-analytics-shared';
import type { z } from 'zod';
import { toAnalyticsItemView } from './analytics-item-view.js';
import { AnalyticsItemsService, type NewAnalyticsItem } from './analytics-items.service.js';

registerValidationMessages(analyticsValidationMessages);

type ItemId = z.output<typeof analyticsItemIdSchema>;

/** `/api/analytics/items`: the workspace's items. Bodies and ids are validated here, at the edge (400 VALIDATION_ERROR). */
@ApiTags('analytics')
@Controller('analytics/items')
export class AnalyticsItemsController {
  constructor(private readonly items: AnalyticsItemsService) {}

  @Get()
  @ApiOkResponse({ description: '{ items } — the workspace’s items, newest first.' })
  async list(): Promise<AnalyticsItemList> {
    return { items: (await this.items.list()).map(toAnalyticsItemView) };
  }

  @Post()
  @ApiCreatedResponse({ description: 'The new item.' })
  async create(@CurrentAuth() auth: AuthContext, @ValidBody(createAnalyticsItemSchema) body: NewAnalyticsItem): Promise<AnalyticsItemView> {
    return toAnalyticsItemView(await this.items.create(auth, body));
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The item; 404 for a missing id and for another workspace’s.' })
  async get(@ValidParams(analyticsItemIdSchema) params: ItemId): Promise<AnalyticsItemView> {
    return toAnalyticsItemView(await this.items.get(params.id));
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true }; 404 for a missing id and for another workspace’s.' })
  async remove(@ValidParams(analyticsItemIdSchema) params: ItemId): Promise<{ success: true }> {
    await this.items.remove(params.id);
    return { success: true };
  }
}
