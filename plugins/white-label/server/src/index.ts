import { BrandPort, defineServerPlugin } from '@otimiza/sdk/server';
import { WorkspaceBrandsPort } from '@otimiza/plugin-reports-contract';
import { whiteLabelManifest } from '@otimiza/plugin-white-label-shared';
import { WhiteLabelModule } from './white-label.module.js';
import { WhiteLabelDomainSchema } from './data/white-label-domain.entity.js';
import { whiteLabelSettings } from './white-label.settings.js';
import { WhiteLabelDomainAndBrandMigration } from './migrations/white-label-20261126140004-domain-and-brand.js';
import { WhiteLabelDomainOwnershipMigration } from './migrations/white-label-20261128173426-domain-ownership.js';
import { WhiteLabelClaimsToProveMigration } from './migrations/white-label-20261128173427-claims-to-prove.js';
import { WhiteLabelBrandMovedToReportsMigration } from './migrations/white-label-20261130235100-brand-moved-to-reports.js';

export default defineServerPlugin({
  manifest: whiteLabelManifest,
  module: WhiteLabelModule,
  // The brand itself is the reports plugin's one brand: white-label puts it in force and sets its Enterprise-only fields.
  ports: { provides: [BrandPort], consumes: [WorkspaceBrandsPort] },
  entities: [WhiteLabelDomainSchema],
  migrations: [
    // `npm run migration:create -- white-label <what-changed>` writes the next one from the entities and adds it here.
    { name: 'white-label-20261126140004-domain-and-brand', class: WhiteLabelDomainAndBrandMigration },
    { name: 'white-label-20261128173426-domain-ownership', class: WhiteLabelDomainOwnershipMigration },
    { name: 'white-label-20261128173427-claims-to-prove', class: WhiteLabelClaimsToProveMigration },
    { name: 'white-label-20261130235100-brand-moved-to-reports', class: WhiteLabelBrandMovedToReportsMigration },
  ],
  settings: whiteLabelSettings,
});
