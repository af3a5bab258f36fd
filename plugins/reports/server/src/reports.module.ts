import { Module } from '@nestjs/common';
import { WorkspaceBrandsPort } from '@otimiza/plugin-reports-contract';
import { AnalysisEmailController } from './email/analysis-email.controller.js';
import { AnalysisEmailService } from './email/analysis-email.service.js';
import { ReportsAccountDataExporter } from './account-data/reports-account-data.exporter.js';
import { PublicReportsApiController } from './public-api/public-reports-api.controller.js';
import { BrandSettingsService } from './brand/brand-settings.service.js';
import { brandSettingsControllers, brandSettingsProviders } from './brand/brand-settings.parts.js';
import { reportPdfControllers, reportPdfExports, reportPdfProviders } from './pdf/report-pdf.parts.js';
import { recurringControllers, recurringProviders } from './recurring/recurring.parts.js';
import { sharedReportsControllers, sharedReportsExports, sharedReportsProviders } from './shared-reports/shared-reports.parts.js';
import { visualControllers, visualProviders } from './visual/visual.parts.js';

/** Reports: PDF reports, shared reports, recurring reports, visual reports and brand settings. Its SharedReportsPort reaches the core through the host's plugins module. */
@Module({
  controllers: [
    ...sharedReportsControllers,
    ...brandSettingsControllers,
    ...reportPdfControllers,
    ...recurringControllers,
    ...visualControllers,
    PublicReportsApiController,
    AnalysisEmailController,
  ],
  providers: [
    ReportsAccountDataExporter,
    BrandSettingsService,
    { provide: WorkspaceBrandsPort, useExisting: BrandSettingsService },
    ...brandSettingsProviders,
    ...reportPdfProviders,
    ...sharedReportsProviders,
    ...recurringProviders,
    ...visualProviders,
    AnalysisEmailService,
  ],
  exports: [BrandSettingsService, WorkspaceBrandsPort, ...reportPdfExports, ...sharedReportsExports],
})
export class ReportsModule {}
