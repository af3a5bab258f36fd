import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { BodyLess, CurrentAuth, registerValidationMessages, ValidBody, ValidParams, type AuthContext } from '@otimiza/sdk/server';
import {
  create__PASCAL__ItemSchema,
  __CAMEL__ItemIdSchema,
  __CAMEL__ValidationMessages,
  type __PASCAL__ItemList,
  type __PASCAL__ItemView,
} from '@otimiza/plugin-__ID__-shared';
import type { z } from 'zod';
import { to__PASCAL__ItemView } from './__ID__-item-view.js';
import { __PASCAL__ItemsService, type New__PASCAL__Item } from './__ID__-items.service.js';

registerValidationMessages(__CAMEL__ValidationMessages);

type ItemId = z.output<typeof __CAMEL__ItemIdSchema>;

/** `/api/__ID__/items`: the workspace's items. Bodies and ids are validated here, at the edge (400 VALIDATION_ERROR). */
@ApiTags('__ID__')
@Controller('__ID__/items')
export class __PASCAL__ItemsController {
  constructor(private readonly items: __PASCAL__ItemsService) {}

  @Get()
  @ApiOkResponse({ description: '{ items } — the workspace’s items, newest first, each with what its latest audit says.' })
  async list(): Promise<__PASCAL__ItemList> {
    return { items: (await this.items.list()).map(to__PASCAL__ItemView) };
  }

  @Post()
  @ApiCreatedResponse({ description: 'The new item.' })
  async create(@CurrentAuth() auth: AuthContext, @ValidBody(create__PASCAL__ItemSchema) body: New__PASCAL__Item): Promise<__PASCAL__ItemView> {
    return to__PASCAL__ItemView(await this.items.create(auth, body));
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The item; 404 for a missing id and for another workspace’s.' })
  async get(@ValidParams(__CAMEL__ItemIdSchema) params: ItemId): Promise<__PASCAL__ItemView> {
    return to__PASCAL__ItemView(await this.items.get(params.id));
  }

  @Delete(':id')
  @BodyLess('deletes the item named in the path')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true }; 404 for a missing id and for another workspace’s.' })
  async remove(@ValidParams(__CAMEL__ItemIdSchema) params: ItemId): Promise<{ success: true }> {
    await this.items.remove(params.id);
    return { success: true };
  }
}
