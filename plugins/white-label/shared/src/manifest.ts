import { definePluginManifest } from '@otimiza/sdk/shared';

/** The plan feature of the white-label setup (Enterprise only). */
export const WHITE_LABEL_FEATURE = 'whiteLabelDomains';

export const whiteLabelManifest = definePluginManifest({
  id: 'white-label',
  /** The brand it puts in force is the reports plugin's one brand (WorkspaceBrandsPort). */
  requires: ['reports'],
  /** What a visitor reads on these pages, which need an account. */
  loginPrompts: [
    { path: '/white-label-setup', text: { pt: 'Faça login para acessar a configuração de white-label.', en: 'Log in to access the white-label setup.' } },
  ],
  displayName: /*i18n*/ { id: 'white-label.name', message: 'White-Label' },
  /** Every route and page of the plugin needs this plan feature (402 SUBSCRIPTION_REQUIRED without it). */
  requiredFeature: WHITE_LABEL_FEATURE,
  /** The plan features this plugin sells. */
  features: [{ key: WHITE_LABEL_FEATURE, label: { pt: 'White-label e domínio próprio', en: 'White-label and your own domain' }, plans: ['enterprise'] }],
  navItems: [
    {
      path: '/white-label-setup',
      label: /*i18n*/ { id: 'white-label.nav', message: 'White-Label' },
      icon: 'GlobalOutlined',
      section: 'account',
      order: 50,
    },
  ],
  /** The DNS of each configured domain, checked again periodically. */
  jobs: ['white-label.dns-check'],
});
