import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const pluginsFolder = join(dirname(fileURLToPath(import.meta.url)), '../../plugins');

/** One catalog per plugin with a web half, found in plugins/: its pages and its manifest's texts (nav labels, name). */
function pluginCatalogs() {
  return readdirSync(pluginsFolder)
    .filter((id) => existsSync(join(pluginsFolder, id, 'web/src')))
    .sort()
    .map((id) => ({
      name: id,
      path: `<rootDir>/../../plugins/${id}/web/src/locales/{locale}/messages`,
      include: [`<rootDir>/../../plugins/${id}/web/src`, `<rootDir>/../../plugins/${id}/shared/src/manifest.ts`],
      exclude: ['**/*.spec.tsx', '**/*.spec.ts'],
    }));
}

/**
 * The host's own texts, and one catalog per plugin found in plugins/ (its pages and its
 * manifest's nav labels): a new plugin needs no line here.
 * pt-BR is the source language; en must stay complete.
 */
export default defineConfig({
  sourceLocale: 'pt-BR',
  locales: ['pt-BR', 'en'],
  fallbackLocales: { default: 'pt-BR' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      name: 'core',
      path: '<rootDir>/src/locales/{locale}/messages',
      // The SDK's web components are loaded with the host, so their texts live in its catalog.
      include: ['<rootDir>/src', '<rootDir>/../../sdk/src/web'],
      // A spec's texts are its own fixtures, not the interface's.
      exclude: ['**/*.spec.tsx', '**/*.spec.ts'],
    },
    ...pluginCatalogs(),
  ],
});
