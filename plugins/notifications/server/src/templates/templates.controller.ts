import { Controller, Delete, Get, Header, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequestLanguage, RequireRole, ValidBody, ValidParams, ValidQuery, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import {
  notificationIdSchema,
  templateInputSchema,
  templateListQuerySchema,
  templatePreviewSchema,
  type TemplateList,
  type TemplatePreview,
  type TemplateView,
} from '@otimiza/plugin-notifications-shared';
import type { Language } from '@otimiza/sdk/shared';
import type { z } from 'zod';
import { TemplatesService } from './templates.service.js';

/** `/api/notifications/templates`: message templates with `{{variables}}` (templates tab); owners and admins change them. */
@ApiTags('notifications')
@Controller('notifications/templates')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'TemplateList, newest first, with each template’s usage counted from its delivery records.' })
  list(@CurrentAuth() auth: AuthContext, @ValidQuery(templateListQuerySchema) query: z.output<typeof templateListQuerySchema>): Promise<TemplateList> {
    return this.templates.list(auth, query.category);
  }

  @Post()
  @RequireRole('admin')
  @ApiOkResponse({ description: 'TemplateView as stored; 400 VALIDATION_ERROR naming any {{variable}} outside templateVariables (nothing is written).' })
  create(@CurrentAuth() auth: AuthContext, @ValidBody(templateInputSchema) input: z.output<typeof templateInputSchema>): Promise<TemplateView> {
    return this.templates.create(auth, input);
  }

  @Put(':id')
  @RequireRole('admin')
  @ApiOkResponse({ description: 'TemplateView after the change; the same variable check as on creation.' })
  update(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(notificationIdSchema) params: { id: string },
    @ValidBody(templateInputSchema) input: z.output<typeof templateInputSchema>,
  ): Promise<TemplateView> {
    return this.templates.update(auth, params.id, input);
  }

  @Delete(':id')
  @RequireRole('admin')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true }; campaigns and delivery records that used it keep their figures.' })
  @BodyLess('deletes the message template named in the path')
  async remove(@CurrentAuth() auth: AuthContext, @ValidParams(notificationIdSchema) params: { id: string }): Promise<{ success: true }> {
    await this.templates.remove(auth, params.id);
    return { success: true };
  }

  @Post(':id/preview')
  @HttpCode(200)
  @ApiOkResponse({
    description: 'TemplatePreview: values from the workspace’s latest analysis, overridden by the given ones; those with neither are marked missing.',
  })
  preview(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(notificationIdSchema) params: { id: string },
    @ValidBody(templatePreviewSchema) input: z.output<typeof templatePreviewSchema>,
    @RequestLanguage() language: Language,
  ): Promise<TemplatePreview> {
    return this.templates.preview(auth, params.id, input.values, language);
  }
}
