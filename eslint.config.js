import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const pluginIds = readdirSync(new URL('./plugins', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Module boundaries (ARCHITECTURE.md): a plugin imports only @otimiza/sdk/* and its own shared package. */
const pluginBoundaries = pluginIds.map((id) => ({
  files: [`plugins/${id}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@otimiza/(?!sdk/|plugin-${id}-shared(/|$))`,
            message: `A plugin imports only @otimiza/sdk/* and @otimiza/plugin-${id}-shared; reach other plugins through SDK ports.`,
          },
          { regex: '^(\\.\\./){3,}', message: 'No relative imports out of the package: import it by its @otimiza name.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-prerender/**', '**/node_modules/**', '.nx/**', '.data/**', 'e2e/artifacts/**', 'bench/results/**', '**/locales/**/*.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // Nest resolves constructor parameters from their emitted types: those imports must stay values.
    files: ['core/server/**/*.ts', 'plugins/*/server/**/*.ts', 'sdk/src/server/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  ...pluginBoundaries,
  {
    files: ['sdk/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@otimiza/(plugin-|core-web)', message: 'The SDK depends on no plugin and not on the web host.' }] },
      ],
    },
  },
  {
    files: ['core/**/*.{ts,tsx}'],
    ignores: ['**/*.generated.ts', '**/*.spec.ts', '**/*.int-spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@otimiza/plugin-', message: 'The host knows plugins only through the generated registry.' }] },
      ],
    },
  },
);
