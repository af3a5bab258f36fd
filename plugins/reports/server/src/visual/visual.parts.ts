import { InteractiveReportsService } from './interactive-reports.service.js';
import { SiteProfilesService } from './site-profiles.service.js';
import { VisualReportsController } from './visual.controller.js';
import { VisualChartsService } from './visual-charts.service.js';
import { VisualDashboardsService } from './visual-dashboards.service.js';
import { VisualHeatmapsService } from './visual-heatmaps.service.js';
import { VisualMetricsService } from './visual-metrics.service.js';
import { VisualOverviewService } from './visual-overview.service.js';
import { VisualStrategyResolver } from './visual-strategy.js';

/** The visual reports feature (/api/visual/*), mounted in ReportsModule. */
export const visualControllers = [VisualReportsController];
export const visualProviders = [
  SiteProfilesService,
  VisualMetricsService,
  VisualChartsService,
  VisualDashboardsService,
  InteractiveReportsService,
  VisualHeatmapsService,
  VisualOverviewService,
  VisualStrategyResolver,
];
