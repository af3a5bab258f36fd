import { definePluginManifest } from '@otimiza/sdk/shared';

export const manualManifest = definePluginManifest({
  id: 'manual',
  displayName: /*i18n*/ { id: 'manual.name', message: 'Manual da Plataforma' },
  requiredFeature: null,
  navItems: [
    {
      path: '/user-manual',
      label: /*i18n*/ { id: 'manual.nav', message: 'Manual da Plataforma' },
      icon: 'BookOutlined',
      section: 'help',
      order: 100,
    },
  ],
});
