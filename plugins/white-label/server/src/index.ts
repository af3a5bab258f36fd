import { BrandPort, defineServerPlugin } from '@otimiza/sdk/server';
import { whiteLabelManifest } from '@otimiza/plugin-white-label-shared';
import { WhiteLabelModule } from './white-label.module.js';
import { WhiteLabelBrandSchema } from './data/white-label-brand.entity.js';
import { WhiteLabelDomainSchema } from './data/white-label-domain.entity.js';
import { whiteLabelSettings } from './white-label.settings.js';
import { WhiteLabelDomainAndBrandMigration } from './migrations/white-label-20261126140004-domain-and-brand.js';
import { WhiteLabelDomainOwnershipMigration } from './migrations/white-label-20261128173426-domain-ownership.js';
import { WhiteLabelClaimsToProveMigration } from './migrations/white-label-20261128173427-claims-to-prove.js';

export default defineServerPlugin({
  manifest: whiteLabelManifest,
  module: WhiteLabelModule,
  ports: { provides: [BrandPort] },
  entities: [WhiteLabelDomainSchema, WhiteLabelBrandSchema],
  migrations: [
    // `npm run migration:create -- white-label <what-changed>` writes the next one from the entities and adds it here.
    { name: 'white-label-20261126140004-domain-and-brand', class: WhiteLabelDomainAndBrandMigration },
    { name: 'white-label-20261128173426-domain-ownership', class: WhiteLabelDomainOwnershipMigration },
    { name: 'white-label-20261128173427-claims-to-prove', class: WhiteLabelClaimsToProveMigration },
  ],
  settings: whiteLabelSettings,
});
