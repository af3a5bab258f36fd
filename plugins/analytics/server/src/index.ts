import { defineServerPlugin } from '@otimiza/sdk/server';
import { analyticsManifest } from '@otimiza/plugin-analytics-shared';
import { AnalyticsModule } from './analytics.module.js';
import { AnalyticsItemSchema } from './items/analytics-item.entity.js';
import { AnalyticsItemsMigration } from './migrations/analytics-20261127050119-items.js';

export default defineServerPlugin({
  manifest: analyticsManifest,
  module: AnalyticsModule,
  entities: [AnalyticsItemSchema],
  migrations: [
    // `npm run migration:create -- analytics <what-changed>` writes the next one from the entities and adds it here.
    { name: 'analytics-20261127050119-items', class: AnalyticsItemsMigration },
  ],
});
