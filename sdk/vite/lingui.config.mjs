// The Lingui configuration of one plugin's web build (./web-plugin.mjs sets the package's folder):
// its catalog, from its pages and its manifest, in the host's locales (core/web/lingui.config.ts).
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';

const root = process.env.OTIMIZA_WEB_PLUGIN_ROOT ?? process.cwd();

export default {
  rootDir: root,
  sourceLocale: 'pt-BR',
  locales: ['pt-BR', 'en'],
  fallbackLocales: { default: 'pt-BR' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', join(root, '../shared/src/manifest.ts')],
    },
  ],
};
