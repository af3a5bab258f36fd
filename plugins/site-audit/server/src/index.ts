import { AnalysisPort, BrandPort, defineServerPlugin } from '@otimiza/sdk/server';
import { SiteAuditsPort } from '@otimiza/plugin-site-audit-contract';
import { siteAuditManifest, siteAuditWorkspaceSettings } from '@otimiza/plugin-site-audit-shared';
import { siteAuditSettingsSchema } from './site-audit-settings.schema.js';
import { SiteAuditModule } from './site-audit.module.js';
import { SiteAuditPageSchema } from './data/site-audit-page.entity.js';
import { SiteAuditRunSchema } from './data/site-audit-run.entity.js';
import { SiteAuditShareLinkSchema } from './data/site-audit-share-link.entity.js';
import { SiteAuditRunsMigration } from './migrations/site-audit-20261129004138-runs.js';
import { SiteAuditShareLinksMigration } from './migrations/site-audit-20261129012738-share-links.js';

export default defineServerPlugin({
  manifest: siteAuditManifest,
  module: SiteAuditModule,
  ports: { provides: [SiteAuditsPort], consumes: [AnalysisPort], optional: [BrandPort] },
  entities: [SiteAuditRunSchema, SiteAuditPageSchema, SiteAuditShareLinkSchema],
  settings: siteAuditSettingsSchema,
  workspaceSettings: siteAuditWorkspaceSettings,
  migrations: [
    // `npm run migration:create -- site-audit <what-changed>` writes the next one from the entities and adds it here.
    { name: 'site-audit-20261129004138-runs', class: SiteAuditRunsMigration },
    { name: 'site-audit-20261129012738-share-links', class: SiteAuditShareLinksMigration },
  ],
});
