import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, registerValidationMessages, ValidBody, ValidParams, type AuthContext } from '@otimiza/sdk/server';
import {
  createSiteAuditItemSchema,
  siteAuditItemIdSchema,
  siteAuditValidationMessages,
  type SiteAuditItemList,
  type SiteAuditItemView,
} from '@otimiza/plugin-site-audit-shared';
import type { z } from 'zod';
import { toSiteAuditItemView } from './site-audit-item-view.js';
import { SiteAuditItemsService, type NewSiteAuditItem } from './site-audit-items.service.js';

registerValidationMessages(siteAuditValidationMessages);

type ItemId = z.output<typeof siteAuditItemIdSchema>;

/** `/api/site-audit/items`: the workspace's items. Bodies and ids are validated here, at the edge (400 VALIDATION_ERROR). */
@ApiTags('site-audit')
@Controller('site-audit/items')
export class SiteAuditItemsController {
  constructor(private readonly items: SiteAuditItemsService) {}

  @Get()
  @ApiOkResponse({ description: '{ items } — the workspace’s items, newest first.' })
  async list(): Promise<SiteAuditItemList> {
    return { items: (await this.items.list()).map(toSiteAuditItemView) };
  }

  @Post()
  @ApiCreatedResponse({ description: 'The new item.' })
  async create(@CurrentAuth() auth: AuthContext, @ValidBody(createSiteAuditItemSchema) body: NewSiteAuditItem): Promise<SiteAuditItemView> {
    return toSiteAuditItemView(await this.items.create(auth, body));
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The item; 404 for a missing id and for another workspace’s.' })
  async get(@ValidParams(siteAuditItemIdSchema) params: ItemId): Promise<SiteAuditItemView> {
    return toSiteAuditItemView(await this.items.get(params.id));
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true }; 404 for a missing id and for another workspace’s.' })
  async remove(@ValidParams(siteAuditItemIdSchema) params: ItemId): Promise<{ success: true }> {
    await this.items.remove(params.id);
    return { success: true };
  }
}
