import { AnalysisPort, BrandPort, defineServerPlugin } from '@otimiza/sdk/server';
import { notificationsManifest } from '@otimiza/plugin-notifications-shared';
import { NotificationsModule } from './notifications.module.js';
import { notificationsEntities } from './data/entities.js';
import { NotificationsCentreMigration } from './migrations/notifications-20261126193446-centre.js';
import { notificationsSettings } from './notifications.settings.js';

export default defineServerPlugin({
  manifest: notificationsManifest,
  module: NotificationsModule,
  ports: { optional: [AnalysisPort, BrandPort] },
  entities: notificationsEntities,
  migrations: [
    // `npm run migration:create -- notifications <what-changed>` writes the next one from the entities and adds it here.
    { name: 'notifications-20261126193446-centre', class: NotificationsCentreMigration },
  ],
  settings: notificationsSettings,
});
