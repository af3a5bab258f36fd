import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountDataPort, routesOfPlugin, type ServerPlugin } from '@otimiza/sdk/server';
import { coreFeatures, pluginManifestSchema } from '@otimiza/sdk/shared';
import {
  apiKeyAgentOf,
  createTestUser,
  expectWorkspaceFilterHolds,
  queryDatabase,
  workspaceOwnedEntities,
  type TestApp,
  type TestUser,
} from '@otimiza/sdk/testing';
import { createTestApp } from './create-test-app.js';

/**
 * How to store a row of `owner`'s workspace behind an id route, and the request for it. On a public
 * API route (`@ApiKeyAccess`) `call` gets an agent that sends the user's key instead of the cookie.
 */
export interface CrossWorkspaceCase {
  create(owner: TestUser, testApp: TestApp): Promise<string>;
  call(agent: TestUser['agent'], id: string): request.Test;
}

export interface PluginContract {
  /** Plugins mounted with it: those it `requires` (installed ones, or stand-ins such as `inMemoryAnalysesPlugin`). */
  mountedWith?: readonly ServerPlugin[];
  env?: Record<string, string>;
  /** `METHOD /api/path/{param}` of each `@Public()` route → why a visitor without a session may call it. */
  publicRoutes?: Readonly<Record<string, string>>;
  /** `METHOD /api/path/{id}` of each route that takes an id → its case, or why it has none. */
  crossWorkspace: Readonly<Record<string, CrossWorkspaceCase | string>>;
  /**
   * Stores rows of `owner`'s workspace through the API in tables no id route reaches (a
   * workspace's settings, one row each): the workspace-filter check covers them too.
   */
  storeRows?: (owner: TestUser, testApp: TestApp) => Promise<void>;
  /** The plugin's web catalogs (`plugins/<id>/web/src/locales`), when it has a web half. */
  catalogs?: string;
  /**
   * Why a plugin with workspace tables registers no exporter of the account-data port (LGPD data
   * export), when it has none; without a reason such a plugin fails the contract.
   */
  noAccountData?: string;
}

/**
 * The contract every plugin keeps, run by `npm test` and `npm run test:plugin <id>` from the
 * plugin's own `contract.int-spec.ts`: a valid manifest; plan features that exist; every route guarded by the manifest's
 * feature or declared public with a reason; every id route with a cross-workspace case declared
 * here (another workspace's id answers exactly as a missing one), and the default workspace filter
 * on the rows those cases store; catalogs complete in pt and en;
 * migrations that apply on an empty database and again as no-ops.
 */
export function describePluginContract(plugin: ServerPlugin, contract: PluginContract): void {
  const { manifest } = plugin;
  const routes = routesOfPlugin(plugin);

  describe(`the contract of plugin "${manifest.id}"`, () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await createTestApp({ plugins: [...(contract.mountedWith ?? []), plugin], env: contract.env });
    });
    afterAll(() => testApp?.close());

    it('has a valid manifest', () => {
      expect(pluginManifestSchema.safeParse(manifest).error?.issues ?? []).toEqual([]);
    });

    it('requires only plan features that the core, the plugin or a plugin it requires declares', () => {
      const declared = new Set(
        [...coreFeatures, ...manifest.features, ...(contract.mountedWith ?? []).flatMap((other) => other.manifest.features)].map((feature) => feature.key),
      );
      const required = [manifest.requiredFeature, ...routes.map((route) => route.feature)].filter((feature): feature is string => feature !== null);
      expect(required.filter((feature) => !declared.has(feature))).toEqual([]);
    });

    it('declares every public route with a reason, and nothing else as public', () => {
      const declared = Object.keys(contract.publicRoutes ?? {});
      expect(
        routes
          .filter((route) => route.isPublic)
          .map((route) => route.route)
          .sort(),
      ).toEqual([...declared].sort());
      for (const reason of Object.values(contract.publicRoutes ?? {})) expect(reason.trim().length).toBeGreaterThan(10);
    });

    it("answers 402 on every other route to a plan without the manifest's feature", async () => {
      if (!manifest.requiredFeature) return;
      const free = await createTestUser(testApp, { plan: 'free' });
      // The public API's routes read no cookie: a key made on Enterprise, its workspace then on the free plan.
      const keyed = routes.some((route) => route.byApiKey && !route.isPublic) ? await downgradedKeyAgent(testApp) : null;
      const call = (agent: TestUser['agent'], route: (typeof routes)[number], path: string) =>
        (agent as unknown as Record<string, (path: string) => request.Test>)[route.method.toLowerCase()]!(path);
      for (const route of routes.filter((candidate) => !candidate.isPublic)) {
        const path = route.path.replace(/:\w+/g, randomUUID());
        const answer = await call(route.byApiKey && keyed ? keyed : free.agent, route, path);
        expect([route.route, answer.status, answer.body?.error?.details?.requiredFeature]).toEqual([route.route, 402, manifest.requiredFeature]);
        if (route.byApiKey) expect([route.route, (await call(free.agent, route, path)).status]).toEqual([route.route, 401]);
      }
    });

    it('declares a cross-workspace case, or why there is none, for every route that takes an id', () => {
      const idRoutes = routes.filter((route) => route.route.includes('{') && !route.isPublic).map((route) => route.route);
      expect(idRoutes.filter((route) => !(route in contract.crossWorkspace))).toEqual([]);
      expect(Object.keys(contract.crossWorkspace).filter((route) => !idRoutes.includes(route))).toEqual([]);
    });

    const cases = Object.entries(contract.crossWorkspace).filter((entry): entry is [string, CrossWorkspaceCase] => typeof entry[1] !== 'string');
    for (const [route, spec] of cases) {
      const byApiKey = routes.some((candidate) => candidate.route === route && candidate.byApiKey);
      it(`${route} answers another workspace exactly as a missing id`, () => expectForeignIdAsMissing(testApp, spec, { byApiKey }));
    }

    it("shows a workspace only its own rows of the plugin's workspace-owned tables that its cases (and storeRows) store rows in", async () => {
      if (cases.length === 0 && !contract.storeRows) return;
      const { MikroORM } = await import('@mikro-orm/core');
      const em = testApp.app.get(MikroORM).em;
      const prefix = `${manifest.id.replace(/-/g, '_')}_`;
      const owned = workspaceOwnedEntities(em, (meta) => meta.tableName.startsWith(prefix));
      const [a, b] = await Promise.all([createTestUser(testApp, { plan: 'enterprise' }), createTestUser(testApp, { plan: 'enterprise' })]);
      const rows = () => Promise.all(owned.map((meta) => em.fork().count(meta.class, {}, { filters: false })));
      const before = await rows();
      for (const [, spec] of cases) for (const user of [a, b]) await spec.create(user, testApp);
      for (const user of [a, b]) await contract.storeRows?.(user, testApp);
      const after = await rows();
      const stored = owned.filter((_, index) => after[index]! > before[index]!);
      if (owned.length > 0) expect(stored.length, 'the cross-workspace cases store rows in at least one workspace-owned table').toBeGreaterThan(0);
      for (const meta of stored) await expectWorkspaceFilterHolds(em, meta, a.workspaceId, b.workspaceId);
    });

    it('exports its workspace tables through the account-data port (LGPD), or says why not', async () => {
      const { MikroORM } = await import('@mikro-orm/core');
      const prefix = `${manifest.id.replace(/-/g, '_')}_`;
      const owned = workspaceOwnedEntities(testApp.app.get(MikroORM).em, (meta) => meta.tableName.startsWith(prefix));
      if (owned.length === 0 || contract.noAccountData) return;
      const sections = testApp.app
        .get(AccountDataPort)
        .exporters()
        .map((exporter) => exporter.section);
      expect(sections, `plugin "${manifest.id}" has workspace tables and registers no account-data exporter`).toContain(manifest.id);
    });

    it('lets its workspace tables go with the workspace (account deletion): workspace_id cascades', async () => {
      const prefix = `${manifest.id.replace(/-/g, '_')}_`;
      const loose = await queryDatabase<{ table: string }>(
        testApp.database.url,
        `select c.table_name as "table" from information_schema.columns c
          where c.table_schema = current_schema() and c.column_name = 'workspace_id' and c.table_name like $1
            and not exists (
              select 1 from pg_constraint k
               where k.contype = 'f' and k.conrelid = (quote_ident(c.table_name))::regclass and k.confrelid = 'core_workspace'::regclass
                 and k.confdeltype = 'c')`,
        [`${prefix.replace(/_/g, '\\_')}%`],
      );
      expect(loose.map((row) => row.table)).toEqual([]);
    });

    it('has every web text in pt and in en', () => {
      if (!contract.catalogs) return;
      const pt = catalogOf(join(contract.catalogs, 'pt-BR/messages.po'));
      const en = catalogOf(join(contract.catalogs, 'en/messages.po'));
      expect([...pt.keys()].filter((id) => !en.get(id))).toEqual([]);
    });

    it('has migrations that applied on the empty database and run again as no-ops', async () => {
      const { MikroORM } = await import('@mikro-orm/core');
      const orm = testApp.app.get(MikroORM);
      expect(await orm.migrator.getPending()).toEqual([]);
    });
  });
}

/** An agent with the key of an Enterprise workspace since moved to the free plan. */
async function downgradedKeyAgent(testApp: TestApp): Promise<TestUser['agent']> {
  const holder = await createTestUser(testApp, { plan: 'enterprise' });
  const agent = await apiKeyAgentOf(testApp, holder);
  await queryDatabase(testApp.database.url, `update core_workspace set plan = 'free' where id = $1`, [holder.workspaceId]);
  return agent;
}

/**
 * A row of workspace A behind `spec`: B gets exactly the 404 a missing id gets, A gets it. With
 * `byApiKey` (a public API route) each calls with a key of their workspace.
 */
export async function expectForeignIdAsMissing(testApp: TestApp, spec: CrossWorkspaceCase, options: { byApiKey?: boolean } = {}): Promise<void> {
  const owner = await createTestUser(testApp, { plan: 'enterprise' });
  const stranger = await createTestUser(testApp, { plan: 'enterprise' });
  const agentOf = (user: TestUser) => (options.byApiKey ? apiKeyAgentOf(testApp, user) : Promise.resolve(user.agent));
  const [ownerAgent, strangerAgent] = await Promise.all([agentOf(owner), agentOf(stranger)]);
  const id = await spec.create(owner, testApp);
  const foreign = await spec.call(strangerAgent, id);
  const missing = await spec.call(strangerAgent, randomUUID());
  expect(foreign.status).toBe(404);
  expect(foreign.body).toEqual(missing.body);
  expect((await spec.call(ownerAgent, id)).status).toBeLessThan(400);
}

/** msgid → msgstr of a gettext .po catalog (strings split over several quoted lines joined). */
function catalogOf(file: string): Map<string, string> {
  if (!existsSync(file)) throw new Error(`no catalog at ${file}`);
  const entries = new Map<string, string>();
  let id: string | null = null;
  let field: 'msgid' | 'msgstr' | null = null;
  let text = { msgid: '', msgstr: '' };
  const flush = () => {
    if (id !== null && text.msgid) entries.set(text.msgid, text.msgstr);
    id = null;
    text = { msgid: '', msgstr: '' };
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const start = line.match(/^(msgid|msgstr) "(.*)"$/);
    if (start) {
      if (start[1] === 'msgid') flush();
      field = start[1] as 'msgid' | 'msgstr';
      if (field === 'msgid') id = '';
      text[field] += start[2];
    } else if (field && /^".*"$/.test(line)) {
      text[field] += line.slice(1, -1);
    } else {
      field = null;
    }
  }
  flush();
  return entries;
}
