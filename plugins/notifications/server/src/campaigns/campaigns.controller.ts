import { Controller, Delete, Get, Header, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequireRole, ValidBody, ValidParams, ValidQuery, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import {
  campaignAudienceSchema,
  campaignInputSchema,
  campaignListQuerySchema,
  campaignStatusChangeSchema,
  notificationIdSchema,
  type CampaignAudienceSize,
  type CampaignList,
  type CampaignView,
} from '@otimiza/plugin-notifications-shared';
import type { z } from 'zod';
import { CampaignsService } from './campaigns.service.js';

/**
 * `/api/notifications/campaigns` (campaigns tab): owners and admins write them; an
 * agency may address the members of its client workspaces (criteria.scope 'clients').
 */
@ApiTags('notifications')
@Controller('notifications/campaigns')
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description: 'CampaignList, newest first, with performance and rates from each campaign’s delivery records (roi null: nothing attributable).',
  })
  list(@CurrentAuth() auth: AuthContext, @ValidQuery(campaignListQuerySchema) query: z.output<typeof campaignListQuerySchema>): Promise<CampaignList> {
    return this.campaigns.list(auth, query.status);
  }

  @Post('audience')
  @RequireRole('admin')
  @HttpCode(200)
  @ApiOkResponse({ description: 'CampaignAudienceSize: the members the criteria reach now; 400 for scope clients in a workspace without clients.' })
  audience(@CurrentAuth() auth: AuthContext, @ValidBody(campaignAudienceSchema) input: z.output<typeof campaignAudienceSchema>): Promise<CampaignAudienceSize> {
    return this.campaigns.audienceSize(auth, input.criteria);
  }

  @Post()
  @RequireRole('admin')
  @ApiOkResponse({ description: 'CampaignView, a draft with its segment size.' })
  create(@CurrentAuth() auth: AuthContext, @ValidBody(campaignInputSchema) input: z.output<typeof campaignInputSchema>): Promise<CampaignView> {
    return this.campaigns.create(auth, input);
  }

  @Put(':id')
  @RequireRole('admin')
  @ApiOkResponse({ description: 'CampaignView after the change; 409 unless it is a draft.' })
  update(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(notificationIdSchema) params: { id: string },
    @ValidBody(campaignInputSchema) input: z.output<typeof campaignInputSchema>,
  ): Promise<CampaignView> {
    return this.campaigns.update(auth, params.id, input);
  }

  @Delete(':id')
  @RequireRole('admin')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true }; 409 for an active campaign (pause or complete it first).' })
  @BodyLess('deletes the campaign named in the path')
  async remove(@CurrentAuth() auth: AuthContext, @ValidParams(notificationIdSchema) params: { id: string }): Promise<{ success: true }> {
    await this.campaigns.remove(auth, params.id);
    return { success: true };
  }

  @Post(':id/status')
  @RequireRole('admin')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      'CampaignView after the change: draft → active (sending starts, at scheduledAt when later), active → paused, paused → active, active|paused → completed; 409 otherwise.',
  })
  changeStatus(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(notificationIdSchema) params: { id: string },
    @ValidBody(campaignStatusChangeSchema) input: z.output<typeof campaignStatusChangeSchema>,
  ): Promise<CampaignView> {
    return this.campaigns.changeStatus(auth, params.id, input.status);
  }
}
