import { Controller, Get, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiKeyAccess, CurrentAuth, RequireFeature, ValidBody, type AuthContext } from '@otimiza/sdk/server';
import type { SharedReportView } from '@otimiza/plugin-reports-shared';
import type { Request } from 'express';
import { createSharedReportSchema, type CreateSharedReport } from '../shared-reports/create-shared-report.schema.js';
import { SharedReportsService } from '../shared-reports/shared-reports.service.js';

/** The reports part of the public API (`/api/v1`): the workspace's shared reports, for the Enterprise plan's API keys. */
@ApiTags('public API')
@ApiBearerAuth()
@Controller('v1/reports')
@ApiKeyAccess()
@RequireFeature('enterpriseAPI')
export class PublicReportsApiController {
  constructor(private readonly sharedReports: SharedReportsService) {}

  @Get()
  @ApiOkResponse({ description: '{ reports: SharedReportView[] } — the shared reports not revoked, newest first.' })
  async list(@CurrentAuth() auth: AuthContext, @Req() request: Request): Promise<{ reports: SharedReportView[] }> {
    return { reports: await this.sharedReports.listViews(auth, request) };
  }

  @Post()
  @ApiCreatedResponse({ description: 'A shared report of a completed analysis of the workspace, with its shareUrl; 404 for any other analysis.' })
  create(@CurrentAuth() auth: AuthContext, @ValidBody(createSharedReportSchema) body: CreateSharedReport, @Req() request: Request): Promise<SharedReportView> {
    return this.sharedReports.share(auth, body, request);
  }
}
