import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('module boundaries (eslint.config.js)', () => {
  it('lets a plugin import the SDK and its own shared package', async () => {
    const code =
      "import { Public } from '@otimiza/sdk/server';\nimport { manualManifest } from '@otimiza/plugin-manual-shared';\nexport { Public, manualManifest };\n";
    expect(await boundaryErrors('plugins/manual/server/src/example.ts', code)).toEqual([]);
  });

  it("refuses a plugin's import of the core or of another plugin", async () => {
    const core = "import { startServer } from '@otimiza/core-server';\nexport { startServer };\n";
    const other = "import x from '@otimiza/plugin-reports-shared';\nexport { x };\n";
    expect(await boundaryErrors('plugins/manual/server/src/example.ts', core)).toHaveLength(1);
    expect(await boundaryErrors('plugins/manual/web/src/example.ts', other)).toHaveLength(1);
  });

  it("lets a plugin reach another plugin only through that plugin's contract package, and its test double only from specs", async () => {
    const port = "import { SiteAuditsPort } from '@otimiza/plugin-site-audit-contract';\nexport { SiteAuditsPort };\n";
    const double = "import { InMemorySiteAudits } from '@otimiza/plugin-site-audit-contract/testing';\nexport { InMemorySiteAudits };\n";
    const server = "import plugin from '@otimiza/plugin-site-audit-server';\nexport { plugin };\n";
    expect(await boundaryErrors('plugins/customer-success/server/src/health/example.ts', port)).toEqual([]);
    expect(await boundaryErrors('plugins/customer-success/server/src/data/example.ts', port)).toEqual([]);
    expect(await boundaryErrors('plugins/site-audit/server/src/port/example.ts', port)).toEqual([]);
    expect(await boundaryErrors('plugins/customer-success/server/src/health/example.int-spec.ts', double)).toEqual([]);
    expect(await boundaryErrors('plugins/customer-success/server/src/testing/example-kit.ts', double)).toEqual([]);
    expect(await boundaryErrors('plugins/customer-success/server/src/health/example.ts', double)).toHaveLength(1);
    expect(await boundaryErrors('plugins/customer-success/server/src/health/example.ts', server)).toHaveLength(1);
    expect(await boundaryErrors('plugins/customer-success/server/src/health/example.int-spec.ts', server)).toHaveLength(1);
  });

  it('keeps a contract package to the SDK: no plugin package, not even its own shared one, and no host', async () => {
    const sdk = "import { defineEvent } from '@otimiza/sdk/server';\nexport { defineEvent };\n";
    const own = "import { siteAuditManifest } from '@otimiza/plugin-site-audit-shared';\nexport { siteAuditManifest };\n";
    const other = "import { AnalysisPort } from '@otimiza/plugin-analysis-contract';\nexport { AnalysisPort };\n";
    const kit = "import { createTestApp } from '@otimiza/host-testing';\nexport { createTestApp };\n";
    expect(await boundaryErrors('plugins/site-audit/contract/src/example.ts', sdk)).toEqual([]);
    expect(await boundaryErrors('plugins/site-audit/contract/src/testing/example.ts', sdk)).toEqual([]);
    expect(await boundaryErrors('plugins/site-audit/contract/src/example.ts', own)).toHaveLength(1);
    expect(await boundaryErrors('plugins/site-audit/contract/src/example.ts', other)).toHaveLength(1);
    expect(await boundaryErrors('plugins/site-audit/contract/src/testing/example.ts', kit)).toHaveLength(1);
  });

  it('lets only specs and test kits boot the host (@otimiza/host-testing), and never the SDK', async () => {
    const kit = "import { createTestApp } from '@otimiza/host-testing';\nexport { createTestApp };\n";
    expect(await boundaryErrors('plugins/manual/server/src/manual.int-spec.ts', kit)).toEqual([]);
    expect(await boundaryErrors('plugins/manual/server/test/manual-kit.ts', kit)).toEqual([]);
    expect(await boundaryErrors('plugins/manual/server/src/manual.service.ts', kit)).toHaveLength(1);
    expect(await boundaryErrors('sdk/src/testing/example.ts', kit)).toHaveLength(1);
    expect(await boundaryErrors('sdk/src/testing/example.ts', "import { startServer } from '@otimiza/core-server';\nexport { startServer };\n")).toHaveLength(
      1,
    );
  });

  it('keeps the data floor at the bottom: a data folder imports itself and packages, never a feature folder; features import it', async () => {
    const upward = "import type { Granularity } from '../stats/periods.js';\nexport type { Granularity };\n";
    const sideways = "import { BiMetricSchema } from './bi-metric.entity.js';\nexport { BiMetricSchema };\n";
    const downward = "import { BiMetricSchema } from '../data/bi-metric.entity.js';\nexport { BiMetricSchema };\n";
    expect(await boundaryErrors('plugins/bi/server/src/data/example.entity.ts', upward)).toHaveLength(1);
    expect(await boundaryErrors('core/server/src/data/example.entity.ts', upward)).toHaveLength(1);
    expect(await boundaryErrors('plugins/bi/server/src/data/example.entity.ts', sideways)).toEqual([]);
    expect(await boundaryErrors('plugins/bi/server/src/series/example.service.ts', downward)).toEqual([]);
    // The data folder keeps the plugin's own boundary too.
    const other = "import x from '@otimiza/plugin-reports-shared';\nexport { x };\n";
    expect(await boundaryErrors('plugins/bi/server/src/data/example.entity.ts', other)).toHaveLength(1);
  });

  it("keeps the server host's floors: the kernel imports neither the platform nor the composition root; the platform reaches the kernel through its face", async () => {
    const kernel = (file: string) => `core/server/src/kernel/${file}`;
    const platform = (file: string) => `core/server/src/platform/${file}`;
    const named = (name: string, from: string) => `import { ${name} } from '${from}';\nexport { ${name} };\n`;
    // Upward: the kernel's web serving reaching for a session cookie, the health check for the start, a kernel file for its own face.
    expect(await boundaryErrors(kernel('web/example.ts'), named('SESSION_COOKIE', '../../platform/accounts/session.service.js'))).toHaveLength(1);
    expect(await boundaryErrors(kernel('plugins/loading/example.ts'), named('PLAN_CATALOGUE', '../../../platform/plans/plan-catalogue.js'))).toHaveLength(1);
    expect(await boundaryErrors(kernel('health/example.ts'), named('startServer', '../../bootstrap.js'))).toHaveLength(1);
    expect(await boundaryErrors(kernel('mail/example.ts'), named('AiService', '../index.js'))).toHaveLength(1);
    // Sideways in the kernel and down to the data floor.
    expect(await boundaryErrors(kernel('mail/example.ts'), named('APP_CONFIG', '../config/config.tokens.js'))).toEqual([]);
    expect(await boundaryErrors(kernel('mail/example.ts'), named('SessionSchema', '../../data/session.entity.js'))).toEqual([]);
    // The platform: the kernel through kernel/index.ts, its areas below (next case), the data floor; never a kernel folder nor the root.
    expect(await boundaryErrors(platform('team/example.ts'), named('MailService', '../../kernel/index.js'))).toEqual([]);
    expect(await boundaryErrors(platform('own-account/data-export/example.ts'), named('MailService', '../../../kernel/index.js'))).toEqual([]);
    expect(await boundaryErrors(platform('team/example.ts'), named('SessionService', '../accounts/session.service.js'))).toEqual([]);
    expect(await boundaryErrors(platform('team/example.ts'), named('SessionSchema', '../../data/session.entity.js'))).toEqual([]);
    expect(await boundaryErrors(platform('team/example.ts'), named('MailService', '../../kernel/mail/mail.service.js'))).toHaveLength(1);
    expect(await boundaryErrors(platform('own-account/data-export/example.ts'), named('APP_CONFIG', '../../../kernel/config/config.tokens.js'))).toHaveLength(
      1,
    );
    expect(await boundaryErrors(platform('demo/example.ts'), named('startServer', '../../bootstrap.js'))).toHaveLength(1);
    // The data floor imports neither.
    expect(await boundaryErrors('core/server/src/data/example.entity.ts', named('coreSql', '../kernel/index.js'))).toHaveLength(1);
    expect(await boundaryErrors('core/server/src/data/example.entity.ts', named('SessionService', '../platform/accounts/session.service.js'))).toHaveLength(1);
    // Still no plugin in either; specs may boot the whole app.
    expect(await boundaryErrors(kernel('plugins/example.ts'), named('manual', '@otimiza/plugin-manual-server'))).toHaveLength(1);
    expect(await boundaryErrors(kernel('events/example.int-spec.ts'), named('startServer', '../../bootstrap.js'))).toEqual([]);
  });

  it("keeps the platform's areas in one order: an area imports the floors below its own, never one beside it or above", async () => {
    const platform = (file: string) => `core/server/src/platform/${file}`;
    const named = (name: string, from: string) => `import { ${name} } from '${from}';\nexport { ${name} };\n`;
    // Upward, as the areas leaned before the order: identity reading the team's SQL, deletion in accounts cancelling billing,
    // team's invitation laid out by the own account's mails, entitlements refusing with the team's errors, the plans asking for the identity.
    expect(await boundaryErrors(platform('accounts/example.ts'), named('workspaceAccessOf', '../team/workspace-access.js'))).toHaveLength(1);
    expect(
      await boundaryErrors(platform('accounts/example.ts'), named('SubscriptionCancellationService', '../billing/subscription-cancellation.service.js')),
    ).toHaveLength(1);
    expect(await boundaryErrors(platform('team/example.ts'), named('goodbyeMail', '../own-account/mails/goodbye-mail.js'))).toHaveLength(1);
    expect(await boundaryErrors(platform('entitlements/example.ts'), named('clientErrors', '../team/client-workspace-errors.js'))).toHaveLength(1);
    expect(await boundaryErrors(platform('plans/example.ts'), named('IdentityService', '../accounts/identity.service.js'))).toHaveLength(1);
    // Beside, on one floor: the demo does not reach into the creator preview.
    expect(await boundaryErrors(platform('demo/example.ts'), named('CreatorPreviewService', '../creator-preview/creator-preview.service.js'))).toHaveLength(1);
    // Downward, from an area's subfolder too; its own files.
    expect(await boundaryErrors(platform('accounts/example.ts'), named('planningColumn', '../plans/planning-column.js'))).toEqual([]);
    expect(await boundaryErrors(platform('billing/example.ts'), named('coveredByResellerError', '../entitlements/covered-by-reseller-error.js'))).toEqual([]);
    expect(await boundaryErrors(platform('workspace-plugins/example.ts'), named('clientErrors', '../team/client-workspace-errors.js'))).toEqual([]);
    expect(
      await boundaryErrors(platform('own-account/example.ts'), named('SubscriptionCancellationService', '../billing/subscription-cancellation.service.js')),
    ).toEqual([]);
    expect(await boundaryErrors(platform('own-account/mails/example.ts'), named('accountMail', '../../accounts/account-mail.js'))).toEqual([]);
    expect(await boundaryErrors(platform('team/example.ts'), named('teamErrors', './team-errors.js'))).toEqual([]);
    // The platform's other rules still hold in an area; a spec may cross (it boots the whole app).
    expect(await boundaryErrors(platform('billing/example.ts'), named('MailService', '../../kernel/mail/mail.service.js'))).toHaveLength(1);
    expect(await boundaryErrors(platform('accounts/example.int-spec.ts'), named('WorkspacePlanService', '../entitlements/workspace-plan.service.js'))).toEqual(
      [],
    );
  });

  it("keeps the web host's floors: the kernel imports neither the platform nor the composition root, lazily neither; the platform never imports the root", async () => {
    const kernel = (file: string) => `core/web/src/kernel/${file}`;
    const platform = (file: string) => `core/web/src/platform/${file}`;
    const named = (name: string, from: string) => `import { ${name} } from '${from}';\nexport { ${name} };\n`;
    const lazy = (from: string) => `export const load = () => import('${from}');\n`;
    // Both the import rules and the lazy-import rule of the floors speak.
    const floorErrors = async (filePath: string, code: string) =>
      ((await eslint.lintText(code, { filePath }))[0]?.messages ?? [])
        .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
        .map((m) => m.message);
    // Upward, as the shell and the router did before the split: the shell reaching for the workspace switcher, the query client for the demo's errors.
    expect(await floorErrors(kernel('shell/Example.tsx'), named('WorkspaceSwitcher', '../../platform/team/WorkspaceSwitcher'))).toHaveLength(1);
    expect(await floorErrors(kernel('app/example.ts'), named('isDemoWriteRefusal', '../../platform/demo/demoErrors'))).toHaveLength(1);
    expect(await floorErrors(kernel('plugins/example.ts'), lazy('../../platform/billing/PricingPage'))).toHaveLength(1);
    expect(await floorErrors(kernel('widgets/example.ts'), named('queryClient', '../../App'))).toHaveLength(1);
    expect(await floorErrors(kernel('shell/Example.tsx'), lazy('../../SignedInFrame'))).toHaveLength(1);
    // Sideways in the kernel; the host's catalogs beside the floors.
    expect(await floorErrors(kernel('shell/Example.tsx'), named('usePluginText', '../plugins/usePluginText'))).toEqual([]);
    expect(await floorErrors(kernel('i18n/example.ts'), lazy('../../locales/en/messages.po'))).toEqual([]);
    // The platform: the kernel and its own areas, lazily too; never the root.
    expect(await floorErrors(platform('team/Example.tsx'), named('useToast', '../../kernel/app/toast'))).toEqual([]);
    expect(await floorErrors(platform('dashboards/creator/Example.tsx'), named('useSignOut', '../../session/useSignOut'))).toEqual([]);
    expect(await floorErrors(platform('home/example.ts'), lazy('../dashboards/PlanHome'))).toEqual([]);
    expect(await floorErrors(platform('demo/Example.tsx'), named('createAppRouter', '../../router'))).toHaveLength(1);
    expect(await floorErrors(platform('session/example.ts'), lazy('../../RootLayout'))).toHaveLength(1);
    // The composition root imports both; specs may cross; still no plugin anywhere.
    expect(await floorErrors('core/web/src/SignedInFrame.tsx', named('AppShell', './kernel/shell/AppShell'))).toEqual([]);
    expect(await floorErrors('core/web/src/router.tsx', lazy('./platform/auth/LoginPage'))).toEqual([]);
    expect(await floorErrors(kernel('shell/Example.spec.tsx'), named('WorkspaceSwitcher', '../../platform/team/WorkspaceSwitcher'))).toEqual([]);
    expect(await floorErrors(kernel('plugins/example.ts'), named('manual', '@otimiza/plugin-manual-web'))).toHaveLength(1);
  });

  it('refuses a host import of a plugin, its contract package included: the hosts load plugins, they do not import them', async () => {
    const code = "import manual from '@otimiza/plugin-manual-server';\nexport { manual };\n";
    const contract = "import { SiteAuditsPort } from '@otimiza/plugin-site-audit-contract';\nexport { SiteAuditsPort };\n";
    expect(await boundaryErrors('core/server/src/example.ts', code)).toHaveLength(1);
    expect(await boundaryErrors('core/server/src/kernel/plugins/example.ts', code)).toHaveLength(1);
    expect(await boundaryErrors('core/server/src/platform/team/example.ts', contract)).toHaveLength(1);
    expect(await boundaryErrors('core/testing/src/example.ts', contract)).toHaveLength(1);
    expect(await boundaryErrors('sdk/src/server/example.ts', contract)).toHaveLength(1);
  });

  it('refuses a global Nest module in the server packages: the AppModule and the PluginsModule are the only global ones', async () => {
    const code = "import { Global, Module } from '@nestjs/common';\n@Global()\n@Module({})\nexport class ExampleModule {}\n";
    const globals = async (filePath: string) =>
      ((await eslint.lintText(code, { filePath }))[0]?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
    expect(await globals('core/server/src/example/example.module.ts')).toEqual([
      expect.stringContaining('Only the AppModule and the PluginsModule are global'),
    ]);
    expect(await globals('plugins/bi/server/src/example.module.ts')).toHaveLength(1);
    // A test double's stand-in plugin too: the plugins module re-exports it like any plugin's module.
    expect(await globals('sdk/src/testing/example-plugin.ts')).toHaveLength(1);
    expect(await globals('plugins/site-audit/contract/src/testing/example-plugin.ts')).toHaveLength(1);
  });
});
