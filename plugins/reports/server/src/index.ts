import { AnalysisPort, BrandPort, defineServerPlugin, SharedReportsPort } from '@otimiza/sdk/server';
import { AuditReportsPort } from '@otimiza/plugin-audit-contract';
import { BiReportsPort } from '@otimiza/plugin-bi-contract';
import { CompetitorAnalysesPort } from '@otimiza/plugin-ai-tools-contract';
import { SatisfactionSurveysPort } from '@otimiza/plugin-customer-success-contract';
import { SiteAuditsPort } from '@otimiza/plugin-site-audit-contract';
import { WorkspaceBrandsPort } from '@otimiza/plugin-reports-contract';
import { reportsManifest } from '@otimiza/plugin-reports-shared';
import { ReportsModule } from './reports.module.js';
import { ReportsBrandAndPdfsMigration } from './migrations/reports-20261122120000-brand-and-pdfs.js';
import { ReportsSharedReportsMigration } from './migrations/reports-20261122121000-shared-reports.js';
import { ReportsRecurringMigration } from './migrations/reports-20261122122000-recurring.js';
import { ReportsBrandSettingsCreatedAtMigration } from './migrations/reports-20261126120000-brand-settings-created-at.js';
import { ReportsPdfExportUpdatedAtMigration } from './migrations/reports-20261126121000-pdf-export-updated-at.js';
import { BrandSettingsSchema } from './data/brand-settings.entity.js';
import { PdfExportSchema } from './data/pdf-export.entity.js';
import { ShareViewSchema } from './data/share-view.entity.js';
import { SharedReportSchema } from './data/shared-report.entity.js';
import { RecurringReportSchema, RecurringRunSchema } from './data/recurring.entities.js';
import { ReportsRecurringReportUpdatedAtMigration } from './migrations/reports-20261126123000-recurring-report-updated-at.js';
import { ReportsSharedReportUpdatedAtMigration } from './migrations/reports-20261126122000-shared-report-updated-at.js';
import { ReportsShareViewsMigration } from './migrations/reports-20261127051821-share-views.js';
import { ReportsDropBrandCustomDomainMigration } from './migrations/reports-20261130065056-drop-brand-custom-domain.js';
import { ReportsOneBrandMigration } from './migrations/reports-20261130235000-one-brand.js';

export default defineServerPlugin({
  manifest: reportsManifest,
  module: ReportsModule,
  ports: {
    provides: [SharedReportsPort, WorkspaceBrandsPort],
    consumes: [AnalysisPort],
    // The reports tab lists what these plugins store, each type only where its plugin is mounted and in use.
    optional: [BrandPort, SatisfactionSurveysPort, CompetitorAnalysesPort, SiteAuditsPort, AuditReportsPort, BiReportsPort],
  },
  entities: [BrandSettingsSchema, PdfExportSchema, SharedReportSchema, ShareViewSchema, RecurringReportSchema, RecurringRunSchema],
  migrations: [
    { name: 'reports-20261122120000-brand-and-pdfs', class: ReportsBrandAndPdfsMigration },
    { name: 'reports-20261122121000-shared-reports', class: ReportsSharedReportsMigration },
    { name: 'reports-20261122122000-recurring', class: ReportsRecurringMigration },
    { name: 'reports-20261126120000-brand-settings-created-at', class: ReportsBrandSettingsCreatedAtMigration },
    { name: 'reports-20261126121000-pdf-export-updated-at', class: ReportsPdfExportUpdatedAtMigration },
    { name: 'reports-20261126122000-shared-report-updated-at', class: ReportsSharedReportUpdatedAtMigration },
    { name: 'reports-20261126123000-recurring-report-updated-at', class: ReportsRecurringReportUpdatedAtMigration },
    { name: 'reports-20261127051821-share-views', class: ReportsShareViewsMigration },
    { name: 'reports-20261130065056-drop-brand-custom-domain', class: ReportsDropBrandCustomDomainMigration },
    { name: 'reports-20261130235000-one-brand', class: ReportsOneBrandMigration },
  ],
});
