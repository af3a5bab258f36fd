import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The host's own texts, and one catalog per plugin (its pages and its manifest's nav labels).
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
    },
    {
      name: 'manual',
      path: '<rootDir>/../../plugins/manual/web/src/locales/{locale}/messages',
      include: ['<rootDir>/../../plugins/manual/web/src', '<rootDir>/../../plugins/manual/shared/src/manifest.ts'],
    },
    {
      name: 'reports',
      path: '<rootDir>/../../plugins/reports/web/src/locales/{locale}/messages',
      include: ['<rootDir>/../../plugins/reports/web/src', '<rootDir>/../../plugins/reports/shared/src/manifest.ts'],
    },
    {
      name: 'ai-tools',
      path: '<rootDir>/../../plugins/ai-tools/web/src/locales/{locale}/messages',
      include: ['<rootDir>/../../plugins/ai-tools/web/src', '<rootDir>/../../plugins/ai-tools/shared/src/manifest.ts'],
    },
    {
      name: 'analysis',
      path: '<rootDir>/../../plugins/analysis/web/src/locales/{locale}/messages',
      include: ['<rootDir>/../../plugins/analysis/web/src', '<rootDir>/../../plugins/analysis/shared/src/manifest.ts'],
    },
  ],
});
