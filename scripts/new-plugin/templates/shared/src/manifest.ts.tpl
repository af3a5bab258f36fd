import { definePluginManifest } from '@otimiza/sdk/shared';

export const __CAMEL__Manifest = definePluginManifest({
  id: '__ID__',
  displayName: /*i18n*/ { id: '__ID__.name', message: '__TITLE__' },
  /** Every route and page of the plugin needs this plan feature (402 SUBSCRIPTION_REQUIRED without it). */
  requiredFeature: '__FEATURE__',
  /** The plan features this plugin sells: a cheapest plan and every plan above it. */
  features: [{ key: '__FEATURE__', label: { pt: '__TITLE__', en: '__TITLE__' }, plans: ['pro', 'enterprise'] }],
  /** The plugins whose ports it uses: the analysis plugin's AnalysisPort (an address's latest audit). */
  requires: ['analysis'],
  /** The jobs its server half processes. */
  jobs: ['__ID__.check'],
  /** What a visitor reads on the plugin's page, which needs an account. */
  loginPrompts: [{ path: '/__ID__', text: { pt: 'Faça login para acessar __TITLE__.', en: 'Log in to access __TITLE__.' } }],
  navItems: [{ path: '/__ID__', label: /*i18n*/ { id: '__ID__.nav', message: '__TITLE__' }, icon: 'AppstoreOutlined', section: 'tools', order: 50 }],
});
