import { definePluginManifest } from '@otimiza/sdk/shared';

export const manualManifest = definePluginManifest({
  id: 'manual',
  /** What a visitor reads on these pages, which need an account. */
  loginPrompts: [{ path: '/user-manual', text: { pt: 'Faça login para acessar o manual da plataforma.', en: 'Log in to access the platform manual.' } }],
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
