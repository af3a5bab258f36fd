import { defineServerPlugin } from '@otimiza/sdk/server';
import { customerSuccessManifest } from '@otimiza/plugin-customer-success-shared';
import { CustomerSuccessModule } from './customer-success.module.js';
import { CustomerSuccessItemSchema } from './items/customer-success-item.entity.js';
import { CustomerSuccessItemsMigration } from './migrations/customer-success-20261127050554-items.js';

export default defineServerPlugin({
  manifest: customerSuccessManifest,
  module: CustomerSuccessModule,
  entities: [CustomerSuccessItemSchema],
  migrations: [
    // `npm run migration:create -- customer-success <what-changed>` writes the next one from the entities and adds it here.
    { name: 'customer-success-20261127050554-items', class: CustomerSuccessItemsMigration },
  ],
});
