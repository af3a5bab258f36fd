import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const pluginIds = readdirSync(new URL('./plugins', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Specs and the test kits beside them (a plugin's test/ or testing/ folder). */
const testFiles = ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', '**/*.test.tsx', '**/test/**/*.ts', '**/testing/**/*.ts'];

/**
 * The data floor: a server package's `src/data/` (its entities, table registry and stored shapes) is the ground floor,
 * which the feature folders import; a file in it imports nothing of the package outside it.
 */
const dataFloor = {
  regex: '^\\.\\./',
  message: 'The data folder is the ground floor: it imports only itself, the SDK and third-party packages, never a feature folder above it.',
};
const dataFloorFiles = (packageSource) => [`${packageSource}/data/**/*.ts`];

/**
 * Module boundaries (docs/architecture.md): a plugin imports only @otimiza/sdk/*, its own shared package and
 * other plugins' contract packages (their ports and events); its specs may also boot the host with
 * @otimiza/host-testing and use another plugin's published test double (a contract's `/testing` entry, or a
 * server package's, e.g. the analysis plugin's Lighthouse replay). A contract package imports only the SDK.
 */
const contracts = 'plugin-[a-z0-9-]+-contract';
const pluginBoundaries = pluginIds.flatMap((id) => {
  const boundary = (allowed, message, extra = []) => ({
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: `^@otimiza/(?!${allowed})`, message },
          { regex: '^(\\.\\./){3,}', message: 'No relative imports out of the package: import it by its @otimiza name.' },
          ...extra,
        ],
      },
    ],
  });
  const code = `sdk/|plugin-${id}-shared(/|$)|${contracts}$`;
  const codeMessage = `A plugin imports only @otimiza/sdk/*, @otimiza/plugin-${id}-shared and other plugins' @otimiza/plugin-<id>-contract; reach other plugins through their contract's ports and events.`;
  return [
    {
      files: [`plugins/${id}/**/*.{ts,tsx}`],
      ignores: [...testFiles, `plugins/${id}/contract/**`],
      rules: boundary(code, codeMessage),
    },
    {
      files: [`plugins/${id}/contract/**/*.ts`],
      rules: boundary('sdk/', `A contract package imports only @otimiza/sdk/*: it is what other plugins and their specs load of plugin "${id}".`),
    },
    {
      files: dataFloorFiles(`plugins/${id}/server/src`),
      ignores: testFiles,
      rules: boundary(code, codeMessage, [dataFloor]),
    },
    {
      files: testFiles.map((pattern) => `plugins/${id}/${pattern}`),
      ignores: [`plugins/${id}/contract/**`],
      rules: boundary(
        `${code}|${contracts}/testing$|host-testing$|plugin-[a-z-]+-server/testing$`,
        `A plugin's spec imports only @otimiza/sdk/*, @otimiza/host-testing, other plugins' @otimiza/plugin-<id>-contract (and its /testing), another plugin's @otimiza/plugin-<id>-server/testing and @otimiza/plugin-${id}-shared.`,
      ),
    },
  ];
});

/** The hosts' boundary: no plugin imported, only loaded. */
const coreBoundary = (files, extra = []) => ({
  files,
  ignores: ['**/*.generated.ts', '**/*.spec.ts', '**/*.int-spec.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^@otimiza/plugin-',
            message: 'The hosts know plugins only by loading them (the server at start, the web through its generated registry).',
          },
          ...extra,
        ],
      },
    ],
  },
});

/**
 * The server host's floors (docs/architecture.md): `data/` at the bottom, the kernel on it (config, database, HTTP,
 * plugin loading, jobs, events, outbound, browser, mail, AI), the platform on the kernel (accounts, team,
 * entitlements, billing, demo, metrics…), and the composition root (app.module.ts, bootstrap.ts, main.ts, index.ts,
 * seed-demo.command.ts) on top. An import runs down only: the kernel imports neither the platform nor the root, the
 * platform imports the kernel through its face (`kernel/index.ts`) and never the root, and no file imports the
 * index of a folder it stands in (that barrel re-exports it: a cycle).
 */
const coreServer = 'core/server/src';
const toTheRoot = {
  regex: '^(\\.\\./)+(app\\.module|bootstrap|main|seed-demo\\.command)\\.js$',
  message: 'The composition root (app.module.ts, bootstrap.ts, main.ts, seed-demo.command.ts) is the top floor: nothing below it imports it.',
};
const toOwnFace = {
  regex: '^(\\.\\./)+index\\.js$',
  message: "No import of the index of a folder this file stands in: that index re-exports this file's area (a barrel cycle). Import the file itself.",
};
const kernelFloor = [
  {
    regex: '^(\\.\\./)+platform(/|$)',
    message:
      'The kernel imports nothing of the platform: it serves every feature and knows none. Let the platform register what the kernel needs (a provider, a guard, a value the composition root passes in).',
  },
  toTheRoot,
  toOwnFace,
];
const platformFloor = [
  {
    regex: '^(\\.\\./)+kernel/(?!index\\.js$)',
    message: "The platform uses the kernel through its face, kernel/index.ts: export what is needed there instead of reaching into the kernel's folders.",
  },
  toTheRoot,
  toOwnFace,
];

/**
 * The platform's areas in one order (docs/architecture.md), bottom floor first: an area imports the areas on the floors
 * below its own, never one beside it or above. The plans (what a plan is and gives, no providers) and the metric store
 * need no other area; accounts (identity, sessions) read the plans; API keys open sessions of their own; the access
 * guard reads both and counts the requests; entitlements read the identity; team words its refusals as the guard does
 * and asks entitlements whether a workspace may invite; billing reads all of those; on top, the areas that use several
 * of them and that only the composition root imports. What two areas share goes to the lower one.
 */
const platformAreaFloors = [
  ['plans', 'metrics'],
  ['accounts'],
  ['api-keys'],
  ['access'],
  ['entitlements'],
  ['team'],
  ['billing'],
  ['own-account', 'admin', 'api-health', 'creator-preview', 'demo', 'workspace-plugins'],
];
const platformAreas = readdirSync(new URL(`./${coreServer}/platform`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unplacedAreas = platformAreas.filter((area) => !platformAreaFloors.flat().includes(area));
if (unplacedAreas.length) {
  throw new Error(`eslint.config.js: put the platform area ${unplacedAreas.join(', ')} on a floor of platformAreaFloors (docs/architecture.md).`);
}
const platformAreaBoundaries = platformAreaFloors.flatMap((floor, level) =>
  floor.map((area) => {
    const below = platformAreaFloors.slice(0, level).flat();
    const refused = platformAreaFloors
      .slice(level)
      .flat()
      .filter((other) => other !== area);
    return coreBoundary(
      [`${coreServer}/platform/${area}/**/*.ts`],
      [
        ...platformFloor,
        {
          regex: `^(\\.\\./)+(${refused.join('|')})/`,
          message: `The platform's areas import only the floors below their own (platformAreaFloors): ${area} may import ${below.join(', ') || 'no other area'}. Move what both need down to the lower area.`,
        },
      ],
    );
  }),
);

/**
 * The web host's floors (docs/architecture.md): the kernel (`kernel/`: the app's basics, the shell, i18n, plugin
 * loading, the inner pages, the widget slots, the error screens) at the bottom, the platform (`platform/`: accounts,
 * auth, session, team, clients, billing, payment, plans, demo, dashboards, admin, home, landing, legal, devmail) on
 * it, and the composition root (main.tsx, App.tsx, router.tsx, RootLayout.tsx, SignedInFrame.tsx) on top. The kernel
 * imports neither the platform nor the root; the platform imports the kernel's files directly (no face: a barrel
 * would tie the lazily loaded shell and plugin loading into every chunk) and never the root. A lazy `import()`
 * counts as an import.
 */
const coreWeb = 'core/web/src';
const webRootFiles = '(main|App|router|RootLayout|SignedInFrame)';
const toTheWebRoot = {
  regex: `^(\\.\\./)+${webRootFiles}(\\.tsx?)?$`,
  message: 'The composition root (main.tsx, App.tsx, router.tsx, RootLayout.tsx, SignedInFrame.tsx) is the top floor: nothing below it imports it.',
};
const webKernelToPlatform = {
  regex: '^(\\.\\./)+platform(/|$)',
  message:
    'The web kernel imports nothing of the platform: it loads plugins and draws the frame for any product. Let the composition root hand in what it needs (a route, a shell part, a handler).',
};
/** `import()` is not an import declaration to no-restricted-imports: the same floors for lazy imports. */
const lazyImports = (floors) =>
  floors.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message }));
const noGlobalModule = {
  selector: "Decorator[expression.callee.name='Global']",
  message: 'Only the AppModule and the PluginsModule are global (docs/architecture.md): import the module, or export it from the AppModule.',
};
/** A spec may cross the floors (a component spec renders what the root would put together). */
const webSpecs = ['**/*.spec.ts', '**/*.spec.tsx'];
const webFloor = (files, floors) => [
  { ...coreBoundary(files, floors), ignores: webSpecs },
  { files, ignores: webSpecs, rules: { 'no-restricted-syntax': ['error', noGlobalModule, ...lazyImports(floors)] } },
];

export default tseslint.config(
  {
    ignores: [
      '.api-extractor/**',
      '**/dist/**',
      '**/dist-prerender/**',
      '**/node_modules/**',
      '.nx/**',
      '.data/**',
      'e2e/artifacts/**',
      'bench/results/**',
      '**/locales/**/*.ts',
    ],
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
    rules: {
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['core/**/*.ts', 'plugins/**/*.ts', 'sdk/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', noGlobalModule],
    },
  },
  ...pluginBoundaries,
  {
    files: ['sdk/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@otimiza/(plugin-|core-|host-testing)',
              message: 'The SDK depends on no plugin and on nothing of the hosts (the host-booting test kit is @otimiza/host-testing).',
            },
          ],
        },
      ],
    },
  },
  coreBoundary(['core/**/*.{ts,tsx}']),
  coreBoundary([`${coreServer}/kernel/**/*.ts`], kernelFloor),
  coreBoundary([`${coreServer}/platform/**/*.ts`], platformFloor),
  ...platformAreaBoundaries,
  coreBoundary(dataFloorFiles(coreServer), [dataFloor]),
  ...webFloor([`${coreWeb}/kernel/**/*.{ts,tsx}`], [webKernelToPlatform, toTheWebRoot]),
  ...webFloor([`${coreWeb}/platform/**/*.{ts,tsx}`], [toTheWebRoot]),
);
