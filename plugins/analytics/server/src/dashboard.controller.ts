import { Controller, Get, Header, HttpCode, Post, Put, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequestLanguage, ValidBody, ValidParams, ValidQuery, registerValidationMessages, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import {
  analyticsValidationMessages,
  customReportBodySchema,
  dashboardQuerySchema,
  segmentsQuerySchema,
  type Strategy,
  kpiIdParamsSchema,
  kpiTargetBodySchema,
  reportFilenameParamsSchema,
  type AnalyticsSummary,
  type ChartList,
  type CustomReportResult,
  type DashboardQuery,
  type InsightList,
  type KpiId,
  type KpiList,
  type RealtimeView,
  type SegmentList,
  type SiteAuditList,
} from '@otimiza/plugin-analytics-shared';
import { DashboardService } from './dashboard.service.js';
import { RealtimeService } from './realtime/realtime.service.js';
import { CustomReportService } from './reports/custom-report.service.js';
import { SiteAuditListService } from './site-audits/site-audit-list.service.js';
import { KpiTargetsService } from './targets/kpi-targets.service.js';

registerValidationMessages(analyticsValidationMessages);

/** `/api/dashboard/*` (advanced analytics dashboard). Queries and bodies are validated here (400 VALIDATION_ERROR). */
@ApiTags('analytics')
@Controller('dashboard')
export class DashboardController {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly realtime: RealtimeService,
    private readonly targets: KpiTargetsService,
    private readonly reports: CustomReportService,
    private readonly siteAudits: SiteAuditListService,
  ) {}

  @Get('analytics')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'AnalyticsSummary: each figure computed from stored data, or null with the reason (revenue only from customer success’s MRR or an imported revenue series; conversion: no such data). The per-page KPIs and the best segment read one strategy: ?strategy=, else the workspace’s most recent completed analysis’s (mobile when none); `strategy` and `strategySource` say which.',
  })
  analytics(@CurrentAuth() auth: AuthContext, @ValidQuery(dashboardQuerySchema) query: DashboardQuery): Promise<AnalyticsSummary> {
    return this.dashboard.summary(auth, query);
  }

  @Get('kpis')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'KpiList: value, change over the previous period, target and status, 30-day forecast with its backtested accuracy. A per-page KPI (scores, vitals, failing audits) reads one strategy, its level as its change: ?strategy=, else the workspace’s most recent completed analysis’s (mobile when none); `strategy` and `strategySource` say which.',
  })
  kpis(@CurrentAuth() auth: AuthContext, @ValidQuery(dashboardQuerySchema) query: DashboardQuery): Promise<KpiList> {
    return this.dashboard.kpiList(auth, query);
  }

  @Put('kpis/:id/target')
  @ApiOkResponse({
    description: 'Sets the KPI’s target ({ target: number }) or removes it ({ target: null }); answers the KPI list of the default period and strategy.',
  })
  async setTarget(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(kpiIdParamsSchema) params: { id: KpiId },
    @ValidBody(kpiTargetBodySchema) body: { target: number | null },
  ): Promise<KpiList> {
    await this.targets.set(auth, params.id, body.target);
    return this.dashboard.kpiList(auth, { period: '30d', category: 'all' });
  }

  @Get('charts')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'ChartList: each KPI’s series per day (per week for 1y); a chart with too few points carries `insufficient`.' })
  charts(@CurrentAuth() auth: AuthContext, @ValidQuery(dashboardQuerySchema) query: DashboardQuery): Promise<ChartList> {
    return this.dashboard.chartList(auth, query);
  }

  @Get('realtime')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'RealtimeView: job queues, API p95 of the last minute, the workspace’s audits and sessions of the last 5 minutes.' })
  realtimeView(@CurrentAuth() auth: AuthContext): Promise<RealtimeView> {
    return this.realtime.of(auth.workspaceId);
  }

  @Get('segments')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'SegmentList: the audited sites by business type and performance band, each by its latest analysis in one strategy: ?strategy=, else the workspace’s most recent completed analysis’s (mobile when none).',
  })
  segments(@CurrentAuth() auth: AuthContext, @ValidQuery(segmentsQuerySchema) query: { strategy?: Strategy }): Promise<SegmentList> {
    return this.dashboard.segmentList(auth, query.strategy);
  }

  @Get('site-audits')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'SiteAuditList: the workspace’s 20 newest finished site audits with their pages and medians (SiteAuditsPort); installed false and no rows without the site-audit plugin.',
  })
  siteAuditList(@CurrentAuth() auth: AuthContext): Promise<SiteAuditList> {
    return this.siteAudits.list(auth.workspaceId);
  }

  @Get('insights')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'InsightList: anomalies, forecasts, risks and opportunities with their model and backtested accuracy; the performance forecast in one strategy (?strategy=, else as GET /api/dashboard/kpis).',
  })
  insights(@CurrentAuth() auth: AuthContext, @ValidQuery(dashboardQuerySchema) query: DashboardQuery): Promise<InsightList> {
    return this.dashboard.insightList(auth, query.period, query.strategy);
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Recomputes every cached answer of the workspace and answers when done: { refreshed, computedAt }.' })
  @BodyLess('recomputes the analytics dashboard figures the session’s workspace has cached; it takes no body')
  refresh(@CurrentAuth() auth: AuthContext): Promise<{ refreshed: string[]; computedAt: string }> {
    return this.dashboard.refresh(auth);
  }

  @Post('custom-report')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ filename } of the stored PDF (in the request’s language), downloadable at GET /api/dashboard/custom-report/{filename}.' })
  customReport(
    @CurrentAuth() auth: AuthContext,
    @RequestLanguage() language: Language,
    @ValidBody(customReportBodySchema) _body: { format: 'pdf' },
    @ValidQuery(dashboardQuerySchema) query: DashboardQuery,
  ): Promise<CustomReportResult> {
    return this.reports.create(auth, language, query.period, query.strategy);
  }

  @Get('custom-report/:filename')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The stored PDF; 404 for an unknown file name and for another workspace’s.' })
  async download(@ValidParams(reportFilenameParamsSchema) params: { filename: string }): Promise<StreamableFile> {
    const { bytes, fileName } = await this.reports.file(params.filename);
    return new StreamableFile(bytes, { type: 'application/pdf', disposition: `attachment; filename="${fileName}"`, length: bytes.byteLength });
  }
}
