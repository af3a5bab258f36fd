import { defineServerPlugin } from '@otimiza/sdk/server';
import { siteAuditManifest } from '@otimiza/plugin-site-audit-shared';
import { SiteAuditModule } from './site-audit.module.js';
import { SiteAuditItemSchema } from './items/site-audit-item.entity.js';
import { SiteAuditItemsMigration } from './migrations/site-audit-20261129003433-items.js';

export default defineServerPlugin({
  manifest: siteAuditManifest,
  module: SiteAuditModule,
  entities: [SiteAuditItemSchema],
  migrations: [
    // `npm run migration:create -- site-audit <what-changed>` writes the next one from the entities and adds it here.
    { name: 'site-audit-20261129003433-items', class: SiteAuditItemsMigration },
  ],
});
