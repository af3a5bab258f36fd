import { defineServerPlugin } from '@otimiza/sdk/server';
import { biManifest } from '@otimiza/plugin-bi-shared';
import { BiModule } from './bi.module.js';
import { BiItemSchema } from './items/bi-item.entity.js';
import { BiItemsMigration } from './migrations/bi-20261127051455-items.js';

export default defineServerPlugin({
  manifest: biManifest,
  module: BiModule,
  entities: [BiItemSchema],
  migrations: [
    // `npm run migration:create -- bi <what-changed>` writes the next one from the entities and adds it here.
    { name: 'bi-20261127051455-items', class: BiItemsMigration },
  ],
});
