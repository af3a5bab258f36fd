import { Controller, Get, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiKeyAccess, CurrentAuth, RequireFeature, ValidBody, ValidParams, ValidQuery, type AuthContext } from '@otimiza/sdk/server';
import {
  siteAuditRunIdSchema,
  sitePagesQuerySchema,
  startSiteAuditSchema,
  type SiteAuditReport,
  type SiteAuditRunView,
  type SitePageList,
} from '@otimiza/plugin-site-audit-shared';
import type { z } from 'zod';
import { SiteAuditReportService } from '../report-api/site-audit-report.service.js';
import { SiteAuditRunsService } from '../runs/site-audit-runs.service.js';
import { runViewOf } from '../runs/site-audit-run-view.js';
import { SiteAuditStartService } from '../runs/site-audit-start.service.js';

type RunId = z.output<typeof siteAuditRunIdSchema>;

/** Whole-site audits on the public API (`/api/v1/site-audits`), for the Enterprise plan's API keys: start, follow, read. */
@ApiTags('public API')
@ApiBearerAuth()
@Controller('v1/site-audits')
@ApiKeyAccess()
@RequireFeature('enterpriseAPI')
export class PublicSiteAuditsController {
  constructor(
    private readonly starts: SiteAuditStartService,
    private readonly runs: SiteAuditRunsService,
    private readonly reports: SiteAuditReportService,
  ) {}

  @Post()
  @ApiCreatedResponse({ description: 'The new run, discovering; follow it with GET /api/v1/site-audits/{id}. The same refusals as POST /api/site-audit/runs.' })
  async start(@CurrentAuth() auth: AuthContext, @ValidBody(startSiteAuditSchema) body: z.output<typeof startSiteAuditSchema>): Promise<SiteAuditRunView> {
    return runViewOf(await this.starts.start(auth, body));
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The run and its progress; 404 for a missing id and for another workspace’s.' })
  async get(@CurrentAuth() auth: AuthContext, @ValidParams(siteAuditRunIdSchema) params: RunId): Promise<SiteAuditRunView> {
    return runViewOf(await this.runs.get(auth, params.id));
  }

  @Get(':id/report')
  @ApiOkResponse({ description: 'The site report, also while the run goes on (figures of the pages audited so far).' })
  async report(@CurrentAuth() auth: AuthContext, @ValidParams(siteAuditRunIdSchema) params: RunId): Promise<SiteAuditReport> {
    return (await this.reports.report(auth, params.id)).report;
  }

  @Get(':id/pages')
  @ApiOkResponse({ description: '{ pages, total }, filtered and sorted as GET /api/site-audit/runs/{id}/pages.' })
  pages(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(siteAuditRunIdSchema) params: RunId,
    @ValidQuery(sitePagesQuerySchema) query: z.output<typeof sitePagesQuerySchema>,
  ): Promise<SitePageList> {
    return this.reports.pages(auth, params.id, query);
  }
}
