import { LineChartOutlined } from '@ant-design/icons';
import { analyticsManifest } from '@otimiza/plugin-analytics-shared/manifest';
import { defineWebPlugin } from '@otimiza/sdk/web';

/** The advanced analytics dashboard: one page at /dashboard-analytics, loaded on first visit (its own chunk), with its own catalog. */
export default defineWebPlugin({
  manifest: analyticsManifest,
  routes: [{ path: '/dashboard-analytics', load: () => import('./pages/DashboardAnalyticsPage') }],
  messages: {
    'pt-BR': () => import('./locales/pt-BR/messages.po'),
    en: () => import('./locales/en/messages.po'),
  },
  navIcons: { LineChartOutlined },
});
