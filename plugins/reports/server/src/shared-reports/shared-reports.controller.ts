import { Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, ValidBody, ValidParams, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import { sharedReportIdSchema, type ShareAnalytics, type ShareableAnalysis, type SharedReportView } from '@otimiza/plugin-reports-shared';
import type { Request } from 'express';
import type { z } from 'zod';
import { createSharedReportSchema, type CreateSharedReport } from './create-shared-report.schema.js';
import { ShareAnalyticsService } from './share-analytics.service.js';
import { SharedReportsService } from './shared-reports.service.js';

/** The workspace's shared reports (/shared-reports). */
@ApiTags('reports')
@Controller('reports')
export class SharedReportsController {
  constructor(
    private readonly sharedReports: SharedReportsService,
    private readonly shareAnalytics: ShareAnalyticsService,
  ) {}

  @Post('share')
  @ApiCreatedResponse({ description: 'The new SharedReportView with its shareUrl; 404 for an analysis that is not a completed one of the workspace.' })
  share(@CurrentAuth() auth: AuthContext, @ValidBody(createSharedReportSchema) body: CreateSharedReport, @Req() request: Request): Promise<SharedReportView> {
    return this.sharedReports.share(auth, body, request);
  }

  @Get('shared')
  @ApiOkResponse({ description: '{ reports: SharedReportView[] } — the links not revoked, newest first.' })
  async list(@CurrentAuth() auth: AuthContext, @Req() request: Request): Promise<{ reports: SharedReportView[] }> {
    return { reports: await this.sharedReports.listViews(auth, request) };
  }

  @Get('shared/analytics')
  @ApiOkResponse({
    description:
      '{ reports: [{ id, analytics: { views, downloads, shares, avgTimeSpent, bounceRate } }] } — the share-page figures of each report visited by someone outside the workspace.',
  })
  async analytics(@CurrentAuth() auth: AuthContext): Promise<{ reports: { id: string; analytics: ShareAnalytics }[] }> {
    const figures = await this.shareAnalytics.figures(auth.workspaceId);
    return { reports: [...figures].map(([id, analytics]) => ({ id, analytics })) };
  }

  @Delete('shared/:id')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true } — the link is revoked; 404 for a missing id and for another workspace’s.' })
  @BodyLess('revokes the shared report named in the path')
  async revoke(@CurrentAuth() auth: AuthContext, @ValidParams(sharedReportIdSchema) params: z.output<typeof sharedReportIdSchema>) {
    await this.sharedReports.revoke(auth, params.id);
    return { success: true };
  }

  @Get('analyses')
  @ApiOkResponse({ description: '{ analyses } — the completed analyses of the workspace that can be shared, newest first (at most 50).' })
  async analyses(@CurrentAuth() auth: AuthContext): Promise<{ analyses: ShareableAnalysis[] }> {
    return { analyses: await this.sharedReports.shareableAnalyses(auth) };
  }
}
