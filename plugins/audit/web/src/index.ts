import { SafetyCertificateOutlined } from '@ant-design/icons';
import { auditManifest } from '@otimiza/plugin-audit-shared/manifest';
import { defineWebPlugin } from '@otimiza/sdk/web';

/** Audit and compliance: the /audit-compliance page, loaded on first visit (its own chunk), with its own catalog. */
export default defineWebPlugin({
  manifest: auditManifest,
  routes: [{ path: '/audit-compliance', load: () => import('./pages/AuditCompliancePage') }],
  messages: {
    'pt-BR': () => import('./locales/pt-BR/messages.po'),
    en: () => import('./locales/en/messages.po'),
  },
  /** The icons the manifest's nav items name: ship any icon the host does not know. */
  navIcons: { SafetyCertificateOutlined },
});
