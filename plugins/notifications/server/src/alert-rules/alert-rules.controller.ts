import { Controller, Delete, Get, Header, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, registerValidationMessages, RequireRole, ValidBody, ValidParams, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import {
  alertRuleInputSchema,
  notificationIdSchema,
  notificationsValidationMessages,
  type AlertRuleList,
  type AlertRuleView,
} from '@otimiza/plugin-notifications-shared';
import type { z } from 'zod';
import { AlertRulesService } from './alert-rules.service.js';

registerValidationMessages(notificationsValidationMessages);

/** `/api/notifications/alert-rules`: the workspace's alert rules (rules tab); owners and admins change them. */
@ApiTags('notifications')
@Controller('notifications/alert-rules')
export class AlertRulesController {
  constructor(private readonly rules: AlertRulesService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'AlertRuleList: newest first, with triggerCount and lastTriggered as the firings left them.' })
  list(@CurrentAuth() auth: AuthContext): Promise<AlertRuleList> {
    return this.rules.list(auth);
  }

  @Post()
  @RequireRole('admin')
  @ApiOkResponse({ description: 'AlertRuleView as stored (triggerCount 0).' })
  create(@CurrentAuth() auth: AuthContext, @ValidBody(alertRuleInputSchema) input: z.output<typeof alertRuleInputSchema>): Promise<AlertRuleView> {
    return this.rules.create(auth, input);
  }

  @Put(':id')
  @RequireRole('admin')
  @ApiOkResponse({ description: 'AlertRuleView after the change; its firings (triggerCount, lastTriggered) are kept.' })
  update(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(notificationIdSchema) params: { id: string },
    @ValidBody(alertRuleInputSchema) input: z.output<typeof alertRuleInputSchema>,
  ): Promise<AlertRuleView> {
    return this.rules.update(auth, params.id, input);
  }

  @Delete(':id')
  @RequireRole('admin')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true }; 404 for a rule this workspace does not have.' })
  @BodyLess('deletes the alert rule named in the path')
  async remove(@CurrentAuth() auth: AuthContext, @ValidParams(notificationIdSchema) params: { id: string }): Promise<{ success: true }> {
    await this.rules.remove(auth, params.id);
    return { success: true };
  }
}
