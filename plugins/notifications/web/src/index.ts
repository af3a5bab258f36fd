import { BellOutlined } from '@ant-design/icons';
import { notificationsManifest } from '@otimiza/plugin-notifications-shared/manifest';
import { defineWebPlugin } from '@otimiza/sdk/web';

/**
 * The notification centre: /notification-center, loaded on first visit (its own chunk), with its
 * own catalog; and the header's bell with the live unread count (a small chunk of its own).
 */
export default defineWebPlugin({
  manifest: notificationsManifest,
  routes: [{ path: '/notification-center', load: () => import('./pages/NotificationCenterPage') }],
  widgets: [{ id: 'bell', slot: 'header.actions', order: 10, requiredFeature: 'monitoringAlerts', load: () => import('./bell/NotificationBell') }],
  messages: {
    'pt-BR': () => import('./locales/pt-BR/messages.po'),
    en: () => import('./locales/en/messages.po'),
  },
  navIcons: { BellOutlined },
});
