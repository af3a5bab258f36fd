import { Module } from '@nestjs/common';
import { registerValidationMessages } from '@otimiza/sdk/server';
import { BiReportsPort, ImportedSeriesPort } from '@otimiza/plugin-bi-contract';
import { biValidationMessages } from '@otimiza/plugin-bi-shared';
import { BiController } from './bi.controller.js';
import { DashboardAlerts } from './dashboards/dashboard-alerts.js';
import { DashboardAlertsScheduler } from './dashboards/dashboard-alerts.scheduler.js';
import { DashboardsService } from './dashboards/dashboards.service.js';
import { SharedDashboardsController } from './dashboards/shared-dashboards.controller.js';
import { InsightsService } from './insights/insights.service.js';
import { MarketService } from './market/market.service.js';
import { MetricsService } from './metrics/metrics.service.js';
import { WorkspaceSegment } from './metrics/workspace-segment.js';
import { ModelRetrainScheduler } from './models/model-retrain.scheduler.js';
import { ModelsService } from './models/models.service.js';
import { BiReportsAdapter } from './ports/bi-reports.adapter.js';
import { ImportedSeriesAdapter } from './ports/imported-series.adapter.js';
import { ReportScheduler } from './reports/report.scheduler.js';
import { ReportsService } from './reports/reports.service.js';
import { SeriesImportService } from './series/series-import.service.js';
import { SeriesService } from './series/series.service.js';
import { JobRuns } from './system/job-runs.js';
import { SystemService } from './system/system.service.js';
import { BiAccountDataExporter } from './account-data/bi-account-data.exporter.js';

registerValidationMessages(biValidationMessages);

/**
 * Business intelligence: series, metrics, forecasts, models, market intelligence, dashboards, reports and insights.
 * Its ports reach other plugins through the host's plugins module: ImportedSeriesPort (the analytics dashboard's revenue KPI)
 * and BiReportsPort (the visual reports' reports tab).
 */
@Module({
  controllers: [BiController, SharedDashboardsController],
  providers: [
    BiAccountDataExporter,
    SeriesService,
    SeriesImportService,
    WorkspaceSegment,
    MetricsService,
    ModelsService,
    ModelRetrainScheduler,
    MarketService,
    DashboardsService,
    DashboardAlerts,
    DashboardAlertsScheduler,
    ReportsService,
    ReportScheduler,
    InsightsService,
    JobRuns,
    SystemService,
    { provide: ImportedSeriesPort, useClass: ImportedSeriesAdapter },
    { provide: BiReportsPort, useClass: BiReportsAdapter },
  ],
  exports: [ImportedSeriesPort, BiReportsPort],
})
export class BiModule {}
