import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, registerValidationMessages, ValidBody, ValidParams, type AuthContext } from '@otimiza/sdk/server';
import { createBiItemSchema, biItemIdSchema, biValidationMessages, type BiItemList, type BiItemView } from '@otimiza/plugin-bi-shared';
import type { z } from 'zod';
import { toBiItemView } from './bi-item-view.js';
import { BiItemsService, type NewBiItem } from './bi-items.service.js';

registerValidationMessages(biValidationMessages);

type ItemId = z.output<typeof biItemIdSchema>;

/** `/api/bi/items`: the workspace's items. Bodies and ids are validated here, at the edge (400 VALIDATION_ERROR). */
@ApiTags('bi')
@Controller('bi/items')
export class BiItemsController {
  constructor(private readonly items: BiItemsService) {}

  @Get()
  @ApiOkResponse({ description: '{ items } — the workspace’s items, newest first.' })
  async list(): Promise<BiItemList> {
    return { items: (await this.items.list()).map(toBiItemView) };
  }

  @Post()
  @ApiCreatedResponse({ description: 'The new item.' })
  async create(@CurrentAuth() auth: AuthContext, @ValidBody(createBiItemSchema) body: NewBiItem): Promise<BiItemView> {
    return toBiItemView(await this.items.create(auth, body));
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The item; 404 for a missing id and for another workspace’s.' })
  async get(@ValidParams(biItemIdSchema) params: ItemId): Promise<BiItemView> {
    return toBiItemView(await this.items.get(params.id));
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true }; 404 for a missing id and for another workspace’s.' })
  async remove(@ValidParams(biItemIdSchema) params: ItemId): Promise<{ success: true }> {
    await this.items.remove(params.id);
    return { success: true };
  }
}
