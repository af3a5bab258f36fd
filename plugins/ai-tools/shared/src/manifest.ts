import { definePluginManifest } from '@otimiza/sdk/shared';

export const aiToolsManifest = definePluginManifest({
  id: 'ai-tools',
  displayName: /*i18n*/ { id: 'ai-tools.name', message: 'Ferramentas de IA' },
  requiredFeature: null,
  /** Reads stored analyses through the analysis plugin's port. */
  requires: ['analysis'],
  navItems: [{ path: '/ai-tools', label: /*i18n*/ { id: 'ai-tools.nav', message: 'Ferramentas de IA' }, icon: 'RobotOutlined', section: 'tools', order: 10 }],
  jobs: ['ai-tools.competitor-analysis'],
});
