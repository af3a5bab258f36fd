import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, registerValidationMessages, RequireFeature, ValidQuery, type AuthContext } from '@otimiza/sdk/server';
import {
  visualChartsQuerySchema,
  visualDashboardsQuerySchema,
  visualHeatmapsQuerySchema,
  visualMetricsQuerySchema,
  visualOverviewQuerySchema,
  visualReportsQuerySchema,
  visualValidationMessages,
  type InteractiveReportList,
  type VisualChartList,
  type VisualDashboardList,
  type VisualHeatmapList,
  type VisualMetricList,
  type VisualOverview,
} from '@otimiza/plugin-reports-shared';
import type { z } from 'zod';
import { InteractiveReportsService } from './interactive-reports.service.js';
import { VisualChartsService } from './visual-charts.service.js';
import { VisualDashboardsService } from './visual-dashboards.service.js';
import { VisualHeatmapsService } from './visual-heatmaps.service.js';
import { VisualMetricsService } from './visual-metrics.service.js';
import { VisualOverviewService } from './visual-overview.service.js';

registerValidationMessages(visualValidationMessages);

/** `/api/visual/*`: the visual reports, computed from the metric store and the stored reports. */
@ApiTags('visual-reports')
@Controller('visual')
@RequireFeature('visualReports')
export class VisualReportsController {
  constructor(
    private readonly overview: VisualOverviewService,
    private readonly metrics: VisualMetricsService,
    private readonly charts: VisualChartsService,
    private readonly dashboards: VisualDashboardsService,
    private readonly reports: InteractiveReportsService,
    private readonly heatmaps: VisualHeatmapsService,
  ) {}

  @Get('overview')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'VisualOverview: the four cards, counted from the metric store’s rollups and the shared reports (no analysis read); computed at most once per workspace and period every 20 s.',
  })
  getOverview(
    @CurrentAuth() auth: AuthContext,
    @ValidQuery(visualOverviewQuerySchema) query: z.output<typeof visualOverviewQuerySchema>,
  ): Promise<VisualOverview> {
    return this.overview.of(auth.workspaceId, query.period);
  }

  @Get('metrics')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'VisualMetricList: value, trend and change over the period, benchmark from a cohort of at least 5 workspaces or null.' })
  getMetrics(
    @CurrentAuth() auth: AuthContext,
    @ValidQuery(visualMetricsQuerySchema) query: z.output<typeof visualMetricsQuerySchema>,
  ): Promise<VisualMetricList> {
    return this.metrics.list(auth.workspaceId, query);
  }

  @Get('charts')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'VisualChartList: score trends, distribution, Core Web Vitals, fixes by category, at most 2 insights each.' })
  getCharts(@CurrentAuth() auth: AuthContext, @ValidQuery(visualChartsQuerySchema) query: z.output<typeof visualChartsQuerySchema>): Promise<VisualChartList> {
    return this.charts.list(auth.workspaceId, query.period);
  }

  @Get('dashboards')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'VisualDashboardList: dashboards computed from the metrics, and the members active in the last 30 days.' })
  getDashboards(
    @CurrentAuth() auth: AuthContext,
    @ValidQuery(visualDashboardsQuerySchema) query: z.output<typeof visualDashboardsQuerySchema>,
  ): Promise<VisualDashboardList> {
    return this.dashboards.list(auth.workspaceId, query);
  }

  @Get('reports')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'InteractiveReportList: the shared reports with their share-page analytics, competitor analyses, site audits, audit reports and BI reports under their types (newest first, at most 100), each with where it opens; `unavailable` names the types whose plugin the workspace does not use.',
  })
  getReports(
    @CurrentAuth() auth: AuthContext,
    @ValidQuery(visualReportsQuerySchema) query: z.output<typeof visualReportsQuerySchema>,
  ): Promise<InteractiveReportList> {
    return this.reports.list(auth.workspaceId, query.type);
  }

  @Get('heatmaps')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'VisualHeatmapList: sites × weeks, weekday × hour, features × weeks, sites by state, sections viewed.' })
  getHeatmaps(
    @CurrentAuth() auth: AuthContext,
    @ValidQuery(visualHeatmapsQuerySchema) query: z.output<typeof visualHeatmapsQuerySchema>,
  ): Promise<VisualHeatmapList> {
    return this.heatmaps.list(auth.workspaceId, query);
  }
}
