import { Module } from '@nestjs/common';
import { DashboardCache } from './cache/dashboard-cache.js';
import { ChartsService } from './charts/charts.service.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';
import { InsightsService } from './insights/insights.service.js';
import { KpisService } from './kpis/kpis.service.js';
import { RevenueKpi } from './kpis/revenue-kpi.js';
import { RealtimeService } from './realtime/realtime.service.js';
import { CustomReportService } from './reports/custom-report.service.js';
import { SegmentsService } from './segments/segments.service.js';
import { SiteAuditListService } from './site-audits/site-audit-list.service.js';
import { SiteAnalyses } from './sites/site-analyses.js';
import { KpiTargetsService } from './targets/kpi-targets.service.js';
import { AnalyticsAccountDataExporter } from './account-data/analytics-account-data.exporter.js';

/** The advanced analytics dashboard (/api/dashboard/*). The host guards every route with the manifest's feature. */
@Module({
  controllers: [DashboardController],
  providers: [
    AnalyticsAccountDataExporter,
    DashboardCache,
    KpisService,
    RevenueKpi,
    ChartsService,
    SegmentsService,
    InsightsService,
    RealtimeService,
    KpiTargetsService,
    DashboardService,
    CustomReportService,
    SiteAnalyses,
    SiteAuditListService,
  ],
})
export class AnalyticsModule {}
