import { Controller, Get, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiKeyAccess, CurrentAuth, RequireFeature, ValidBody, type AuthContext } from '@otimiza/sdk/server';
import type { SharedReportView } from '@otimiza/plugin-reports-shared';
import type { Request } from 'express';
import { createSharedReportSchema, type CreateSharedReport } from '../shared-reports/create-shared-report.schema.js';
import { ShareLinkService } from '../shared-reports/share-link.service.js';
import { toSharedReportView } from '../shared-reports/shared-report-view.js';
import { SharedReportsService } from '../shared-reports/shared-reports.service.js';

/** The reports part of the public API (`/api/v1`): the workspace's shared reports, for the Enterprise plan's API keys. */
@ApiTags('public API')
@ApiBearerAuth()
@Controller('v1/reports')
@ApiKeyAccess()
@RequireFeature('enterpriseAPI')
export class PublicReportsApiController {
  constructor(
    private readonly sharedReports: SharedReportsService,
    private readonly links: ShareLinkService,
  ) {}

  @Get()
  @ApiOkResponse({ description: '{ reports: SharedReportView[] } — the shared reports not revoked, newest first.' })
  async list(@Req() request: Request): Promise<{ reports: SharedReportView[] }> {
    const rows = await this.sharedReports.list();
    return { reports: rows.map((row) => toSharedReportView(row, this.links.linkFor(row.token, request))) };
  }

  @Post()
  @ApiCreatedResponse({ description: 'A shared report of a completed analysis of the workspace, with its shareUrl; 404 for any other analysis.' })
  async create(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(createSharedReportSchema) body: CreateSharedReport,
    @Req() request: Request,
  ): Promise<SharedReportView> {
    const row = await this.sharedReports.create(auth, body);
    return toSharedReportView(row, this.links.linkFor(row.token, request));
  }
}
