import { Module } from '@nestjs/common';
import { AppOrigin } from '@otimiza/sdk/server';
import { AuditReportsPort } from '@otimiza/plugin-audit-contract';
import { AuditAnalyticsController } from './analytics/analytics.controller.js';
import { AuditAnalyticsService } from './analytics/analytics.service.js';
import { ComplianceController } from './compliance/compliance.controller.js';
import { ComplianceService } from './compliance/compliance.service.js';
import { FrameworkListService } from './frameworks-api/framework-list.service.js';
import { FrameworksController } from './frameworks-api/frameworks.controller.js';
import { FrameworkRegistry } from './frameworks/framework-registry.js';
import { MonitorRunRecorder } from './monitoring/monitor-run-recorder.js';
import { MonitorRuns } from './monitoring/monitor-runs.js';
import { MonitorScheduler } from './monitoring/monitor-scheduler.js';
import { SiteMonitorRunRecorder } from './monitoring/site-monitor-run-recorder.js';
import { SiteMonitorRuns } from './monitoring/site-monitor-runs.js';
import { MonitoringController } from './monitoring/monitoring.controller.js';
import { MonitoringService } from './monitoring/monitoring.service.js';
import { AuditedUrls } from './reports/audited-urls.js';
import { AuditReportsPortAdapter } from './reports/audit-reports-port.adapter.js';
import { AuditTargets } from './reports/audit-targets.js';
import { AuditReportPdfService } from './reports/pdf/audit-report-pdf.service.js';
import { PublicAuditReportsController } from './reports/public-audit-reports.controller.js';
import { ReportFinishedListener } from './reports/report-finished.listener.js';
import { ReportRunner } from './reports/report-runner.js';
import { ReportsController } from './reports/reports.controller.js';
import { ReportsService } from './reports/reports.service.js';
import { WorkspaceCaps } from './reports/workspace-caps.js';
import { CheckResultsRepository } from './results/check-results.repository.js';
import { SiteAuditSources } from './site-audits/site-audit-sources.js';
import { SiteAuditsController } from './site-audits/site-audits.controller.js';
import { AuditAccountDataExporter } from './account-data/audit-account-data.exporter.js';

/**
 * Audit and compliance: its controllers and services. The host guards every route with the manifest's feature.
 * Its AuditReportsPort (the visual reports' reports tab) reaches other plugins through the host's plugins module.
 */
@Module({
  controllers: [
    ReportsController,
    PublicAuditReportsController,
    FrameworksController,
    MonitoringController,
    AuditAnalyticsController,
    ComplianceController,
    SiteAuditsController,
  ],
  providers: [
    AuditAccountDataExporter,
    // Rule sets, reports and their results.
    FrameworkRegistry,
    CheckResultsRepository,
    AuditedUrls,
    AuditTargets,
    AppOrigin,
    WorkspaceCaps,
    ReportsService,
    ReportRunner,
    AuditReportPdfService,
    FrameworkListService,
    // Whole-site audits of the site-audit plugin, read through SiteAuditsPort.
    SiteAuditSources,
    // Monitors: scheduled re-runs, their runs recorded, regressions published; site monitors' runs recorded from the site audits' events.
    MonitoringService,
    MonitorRuns,
    MonitorScheduler,
    SiteMonitorRuns,
    SiteMonitorRunRecorder,
    { provide: ReportFinishedListener, useClass: MonitorRunRecorder },
    // Figures over the stored runs.
    AuditAnalyticsService,
    ComplianceService,
    { provide: AuditReportsPort, useClass: AuditReportsPortAdapter },
  ],
  exports: [AuditReportsPort],
})
export class AuditModule {}
