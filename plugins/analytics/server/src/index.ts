import { AnalysisPort, BrandPort, defineServerPlugin } from '@otimiza/sdk/server';
import { CustomerRecordsPort } from '@otimiza/plugin-customer-success-contract';
import { ImportedSeriesPort } from '@otimiza/plugin-bi-contract';
import { SiteAuditsPort } from '@otimiza/plugin-site-audit-contract';
import { analyticsManifest } from '@otimiza/plugin-analytics-shared';
import { AnalyticsModule } from './analytics.module.js';
import { analyticsEntities } from './data/entities.js';
import { AnalyticsDashboardMigration } from './migrations/analytics-20261127050941-dashboard.js';

export default defineServerPlugin({
  manifest: analyticsManifest,
  module: AnalyticsModule,
  ports: { consumes: [AnalysisPort], optional: [BrandPort, CustomerRecordsPort, ImportedSeriesPort, SiteAuditsPort] },
  entities: analyticsEntities,
  migrations: [
    // `npm run migration:create -- analytics <what-changed>` writes the next one from the entities and adds it here.
    { name: 'analytics-20261127050941-dashboard', class: AnalyticsDashboardMigration },
  ],
});
