import { AnalysisPort, defineServerPlugin } from '@otimiza/sdk/server';
import { BiReportsPort, ImportedSeriesPort } from '@otimiza/plugin-bi-contract';
import { CompetitorAnalysesPort } from '@otimiza/plugin-ai-tools-contract';
import { CustomerRecordsPort } from '@otimiza/plugin-customer-success-contract';
import { biManifest } from '@otimiza/plugin-bi-shared';
import { BiModule } from './bi.module.js';
import { biEntities } from './data/entities.js';
import { BiTablesMigration } from './migrations/bi-20261127053646-tables.js';
import { BiDashboardAlertsMigration } from './migrations/bi-20261127060536-dashboard-alerts.js';
import { BiReportFailuresAndQueuedJobsMigration } from './migrations/bi-20261128073400-report-failures-and-queued-jobs.js';

export default defineServerPlugin({
  manifest: biManifest,
  module: BiModule,
  ports: { provides: [ImportedSeriesPort, BiReportsPort], optional: [AnalysisPort, CompetitorAnalysesPort, CustomerRecordsPort] },
  entities: [...biEntities],
  migrations: [
    // `npm run migration:create -- bi <what-changed>` writes the next one from the entities and adds it here.
    { name: 'bi-20261127053646-tables', class: BiTablesMigration },
    { name: 'bi-20261127060536-dashboard-alerts', class: BiDashboardAlertsMigration },
    { name: 'bi-20261128073400-report-failures-and-queued-jobs', class: BiReportFailuresAndQueuedJobsMigration },
  ],
});
