import { AnalysisPort, BrandPort, defineServerPlugin } from '@otimiza/sdk/server';
import { AuditReportsPort } from '@otimiza/plugin-audit-contract';
import { SiteAuditsPort } from '@otimiza/plugin-site-audit-contract';
import { auditManifest } from '@otimiza/plugin-audit-shared';
import { AuditModule } from './audit.module.js';
import { auditEntities } from './data/entities.js';
import { AuditComplianceMigration } from './migrations/audit-20261126222704-compliance.js';
import { AuditNoDataScoreMigration } from './migrations/audit-20261128072802-no-data-score.js';
import { AuditSiteRunReportsMigration } from './migrations/audit-20261129011841-site-run-reports.js';
import { AuditSiteMonitorsMigration } from './migrations/audit-20261129013027-site-monitors.js';

export default defineServerPlugin({
  manifest: auditManifest,
  module: AuditModule,
  ports: { provides: [AuditReportsPort], optional: [AnalysisPort, SiteAuditsPort, BrandPort] },
  entities: auditEntities,
  migrations: [
    // `npm run migration:create -- audit <what-changed>` writes the next one from the entities and adds it here.
    { name: 'audit-20261126222704-compliance', class: AuditComplianceMigration },
    { name: 'audit-20261128072802-no-data-score', class: AuditNoDataScoreMigration },
    { name: 'audit-20261129011841-site-run-reports', class: AuditSiteRunReportsMigration },
    { name: 'audit-20261129013027-site-monitors', class: AuditSiteMonitorsMigration },
  ],
});
