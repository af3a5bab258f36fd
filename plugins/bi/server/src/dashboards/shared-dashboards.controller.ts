import { Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { EntitlementsPort, Public, ValidBody, ValidQuery } from '@otimiza/sdk/server';
import { biManifest, dashboardDataQuerySchema, interactionSchema, type DashboardData } from '@otimiza/plugin-bi-shared';
import type { z } from 'zod';
import { DashboardsService } from './dashboards.service.js';

/**
 * A dashboard's share link (`/business-intelligence/shared/:token`): public, for anyone holding the
 * token while the dashboard is shareable and its workspace still has business intelligence.
 */
@ApiTags('bi')
@Controller('bi/shared-dashboards')
export class SharedDashboardsController {
  constructor(
    private readonly dashboards: DashboardsService,
    private readonly entitlements: EntitlementsPort,
  ) {}

  @Get(':token')
  @Public()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'The shared dashboard’s widgets; 404 for an unknown, revoked or lapsed link.' })
  get(@Param('token') token: string, @ValidQuery(dashboardDataQuerySchema) query: z.output<typeof dashboardDataQuerySchema>): Promise<DashboardData> {
    return this.dashboards.shared(token, (workspaceId) => this.allowed(workspaceId), query.viewId);
  }

  @Post(':token/interactions')
  @Public()
  @HttpCode(200)
  interact(@Param('token') token: string, @ValidBody(interactionSchema) body: z.output<typeof interactionSchema>): Promise<{ interactions: number }> {
    return this.dashboards.sharedInteraction(token, body.viewId, (workspaceId) => this.allowed(workspaceId));
  }

  private async allowed(workspaceId: string): Promise<boolean> {
    return (await this.entitlements.pluginInUse(workspaceId, biManifest.id)) && (await this.entitlements.featuresOf(workspaceId)).has('businessIntelligence');
  }
}
