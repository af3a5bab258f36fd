import { AnalysisPort, BrandPort, defineServerPlugin, SharedReportsPort } from '@otimiza/sdk/server';
import { CustomerRecordsPort, SatisfactionSurveysPort } from '@otimiza/plugin-customer-success-contract';
import { SiteAuditsPort } from '@otimiza/plugin-site-audit-contract';
import { customerSuccessManifest } from '@otimiza/plugin-customer-success-shared';
import { CustomerSuccessModule } from './customer-success.module.js';
import { customerSuccessEntities } from './data/entities.js';
import { CustomerSuccessHealthAndPlaybooksMigration } from './migrations/customer-success-20261127052617-health-and-playbooks.js';

export default defineServerPlugin({
  manifest: customerSuccessManifest,
  module: CustomerSuccessModule,
  ports: { provides: [CustomerRecordsPort, SatisfactionSurveysPort], consumes: [AnalysisPort], optional: [BrandPort, SharedReportsPort, SiteAuditsPort] },
  entities: customerSuccessEntities,
  migrations: [
    // `npm run migration:create -- customer-success <what-changed>` writes the next one from the entities and adds it here.
    { name: 'customer-success-20261127052617-health-and-playbooks', class: CustomerSuccessHealthAndPlaybooksMigration },
  ],
});
