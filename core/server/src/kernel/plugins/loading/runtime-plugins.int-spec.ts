import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, freePort, queryDatabase, type TestDatabase } from '@otimiza/sdk/testing';
import { assertBuilt, spawnServer, type ServerProcess } from '@otimiza/host-testing';

// A built plugin as a team outside this repository ships it: a package with an `otimiza` field and
// plain ESM, in a plugins folder outside the host's tree (so nothing of it can be compiled in). It
// consumes another plugin's port through that plugin's contract package, which the host resolves to
// its own copy: the site-audit plugin's provider is found only if both hold the one SiteAuditsPort class.
const brokenLinksPlugin = `
import { Controller, Get, Inject, Module, Optional } from '@nestjs/common';
import { Migration } from '@mikro-orm/migrations';
import { defineServerPlugin, Public } from '@otimiza/sdk/server';
import { definePluginManifest } from '@otimiza/sdk/shared';
import { SiteAuditsPort } from '@otimiza/plugin-site-audit-contract';

class BrokenLinksController {
  constructor(siteAudits) {
    this.siteAudits = siteAudits;
  }
  ping() {
    return { plugin: 'broken-links', siteAudits: this.siteAudits instanceof SiteAuditsPort };
  }
}
Inject(SiteAuditsPort)(BrokenLinksController, undefined, 0);
Optional()(BrokenLinksController, undefined, 0);
Get('ping')(BrokenLinksController.prototype, 'ping', Object.getOwnPropertyDescriptor(BrokenLinksController.prototype, 'ping'));
Public()(BrokenLinksController);
Controller('broken-links')(BrokenLinksController);

class BrokenLinksModule {}
Module({ controllers: [BrokenLinksController] })(BrokenLinksModule);

class BrokenLinksTables extends Migration {
  up() {
    this.addSql('create table "broken_links_check" ("id" uuid primary key, "workspace_id" uuid not null, "url" text not null)');
  }
}

export default defineServerPlugin({
  manifest: definePluginManifest({
    id: 'broken-links',
    displayName: { id: 'broken-links.name', message: 'Links quebrados' },
    requiredFeature: null,
    publicPaths: ['/broken-links/report'],
  }),
  module: BrokenLinksModule,
  ports: { optional: [SiteAuditsPort] },
  migrations: [{ name: 'broken-links-20261129210000-tables', class: BrokenLinksTables }],
});
`;

// Its web half, built as @otimiza/sdk/vite builds one: an ES module whose default export is the
// WebPlugin, a page in a hashed chunk, and the shared libraries left as bare imports for the host's
// import map. The page uses the host's router, query cache and i18n: with a second copy of any of
// them it would throw instead of rendering.
const brokenLinksWeb = `
import { definePluginManifest } from '@otimiza/sdk/shared';
import { defineWebPlugin } from '@otimiza/sdk/web';

export default defineWebPlugin({
  manifest: definePluginManifest({
    id: 'broken-links',
    displayName: { id: 'broken-links.name', message: 'Links quebrados' },
    requiredFeature: null,
    publicPaths: ['/broken-links/report'],
  }),
  routes: [{ path: '/broken-links/report', load: () => import('./assets/ReportPage-4f9c2a1b.js') }],
  messages: { 'pt-BR': async () => ({ messages: {} }), en: async () => ({ messages: {} }) },
});
`;
const brokenLinksPage = `
import { jsx, jsxs } from 'react/jsx-runtime';
import { useState } from 'react';
import { Typography } from 'antd';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { PageHeader } from '@otimiza/sdk/web';

export default function ReportPage() {
  const [checked] = useState(3);
  const { i18n } = useLingui();
  useQueryClient();
  const path = useRouterState({ select: (state) => state.location.pathname });
  return jsxs('main', {
    children: [
      jsx(PageHeader, { title: 'Links quebrados' }),
      jsx(Typography.Paragraph, { children: checked + ' links checked at ' + path + ' in ' + i18n.locale }),
    ],
  });
}
`;

function writeWebPackage(folder: string, otimiza: Record<string, string>, files: Record<string, string>): void {
  const packageJson = { name: `@acme/otimiza-${otimiza['pluginId']}-web`, version: '1.0.0', type: 'module', otimiza };
  mkdirSync(join(folder, 'dist/assets'), { recursive: true });
  writeFileSync(join(folder, 'package.json'), JSON.stringify(packageJson, null, 2));
  for (const [path, source] of Object.entries(files)) writeFileSync(join(folder, path), source);
}

function writePackage(folder: string, otimiza: Record<string, string>, source: string): void {
  mkdirSync(join(folder, 'dist'), { recursive: true });
  const packageJson = { name: `@acme/otimiza-${otimiza['pluginId']}-server`, version: '1.0.0', type: 'module', otimiza, exports: { '.': './dist/index.js' } };
  writeFileSync(join(folder, 'package.json'), JSON.stringify(packageJson, null, 2));
  writeFileSync(join(folder, 'dist/index.js'), source);
}

const repoRoot = fileURLToPath(new URL('../../../../../../', import.meta.url));

/** Runs a command to its end; throws with its output when it fails. */
function run(command: string, args: string[], cwd: string): void {
  // Built as for production, as a plugin's author builds it: under the spec's NODE_ENV=test, React's JSX would be the development one.
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
}

/**
 * A plugin project as \`npm run new-plugin -- <id> --out <folder>\` writes it outside the repo, built by its own
 * \`npm run build\`. Its \`npm install\` is stood in for (no registry in a spec): its node_modules links this repo's
 * packages, the SDK package among them, and its own three packages as npm links a workspace's. The README's
 * walk-through runs the real install.
 */
function generateAndBuildOutside(id: string, project: string): void {
  run(process.execPath, [join(repoRoot, 'scripts/new-plugin.mjs'), id, '--out', project], repoRoot);
  const modules = join(project, 'node_modules');
  mkdirSync(join(modules, '@otimiza'), { recursive: true });
  for (const entry of readdirSync(join(repoRoot, 'node_modules'))) {
    if (entry !== '@otimiza') symlinkSync(join(repoRoot, 'node_modules', entry), join(modules, entry));
  }
  symlinkSync(join(repoRoot, 'sdk'), join(modules, '@otimiza/sdk'));
  for (const part of ['shared', 'server', 'web']) symlinkSync(join('..', '..', part), join(modules, `@otimiza/plugin-${id}-${part}`));
  run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '--silent'], project);
}

const adminEmail = 'runtime-plugins-admin@example.com';

async function postJson(url: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', cookie }, body: JSON.stringify(body) });
}

/** Registers `email`, verifies it with the link of the development mailbox and logs in: the session's cookie. */
async function signedIn(baseUrl: string, email: string): Promise<string> {
  const account = { email, password: 'senha-segura-123', firstName: 'Ana', lastName: 'Souza' };
  expect((await postJson(`${baseUrl}/api/auth/register`, { ...account, confirmPassword: account.password, selectedPlan: 'free' })).status).toBe(201);
  const { messages } = (await (await fetch(`${baseUrl}/api/dev/mail`)).json()) as { messages: { to: string; links: string[] }[] };
  const link = messages.filter((message) => message.to === email).flatMap((message) => message.links.filter((href) => href.includes('token=')))[0];
  expect((await postJson(`${baseUrl}/api/auth/verify-email`, { token: new URL(link!).searchParams.get('token') })).ok).toBe(true);
  const login = await postJson(`${baseUrl}/api/auth/login`, { email, password: account.password });
  expect(login.ok).toBe(true);
  return login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** Grants `plan` to `email`'s workspace as the instance administrator (ADMIN_EMAILS) does on /admin/users. */
async function grantPlan(baseUrl: string, adminCookie: string, email: string, plan: 'pro'): Promise<void> {
  const { users } = (await (await fetch(`${baseUrl}/api/admin/users`, { headers: { cookie: adminCookie } })).json()) as {
    users: { id: string; email: string }[];
  };
  const user = users.find((candidate) => candidate.email === email);
  const response = await fetch(`${baseUrl}/api/admin/users/${user!.id}`, {
    method: 'PATCH',
    headers: { cookie: adminCookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ plan }),
  });
  expect(response.ok).toBe(true);
}

/** The table's name when it exists in the database, else null. */
async function tableOf(databaseUrl: string, table: string): Promise<string | null> {
  const [row] = await queryDatabase<{ table: string | null }>(databaseUrl, 'select to_regclass($1)::text as "table"', [table]);
  return row?.table ?? null;
}

interface Health {
  plugins: { loaded: string[]; refused: { id: string; reason: string }[] };
}

interface PluginList {
  plugins: { id: string; navItems: { path: string; label: { id: string; message: string } }[]; requires: string[]; jobs: string[] }[];
  web: { id: string; url: string }[];
}

describe('plugins loaded at run time from a plugins folder outside the host', () => {
  let pluginsDir: string;
  /** Where the generator wrote the outside plugin's project; its build's release/<id>/ is copied into the plugins folder. */
  let outsideProject: string;
  let database: TestDatabase;
  let server: ServerProcess | undefined;
  let baseUrl: string;

  async function start(): Promise<void> {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = spawnServer({ DATABASE_URL: database.url, PORT: String(port), REDIS_URL: '', PLUGINS_DIR: pluginsDir, PLUGINS: 'all', ADMIN_EMAILS: adminEmail });
    await server.waitFor('Otimiza is serving');
  }

  async function stop(): Promise<void> {
    expect(await server?.stop()).toBe(0);
    server = undefined;
  }

  const health = async () => (await (await fetch(`${baseUrl}/api/health`)).json()) as Health;
  const pluginList = async () => (await (await fetch(`${baseUrl}/api/plugins`)).json()) as PluginList;
  const webEntries = async () => (await pluginList()).web;

  beforeAll(async () => {
    assertBuilt();
    pluginsDir = mkdtempSync(join(tmpdir(), 'otimiza-plugins-'));
    database = await createTestDatabase();
    writePackage(join(pluginsDir, 'broken-links/server'), { role: 'server-plugin', pluginId: 'broken-links', sdk: '^0.1.0' }, brokenLinksPlugin);
    // Built for an SDK this host is not: refused before it is imported (importing it would throw).
    writePackage(
      join(pluginsDir, 'old-thing/server'),
      { role: 'server-plugin', pluginId: 'old-thing', sdk: '^9.0.0' },
      `throw new Error('old-thing was imported');`,
    );
    writeWebPackage(
      join(pluginsDir, 'broken-links/web'),
      { role: 'web-plugin', pluginId: 'broken-links', sdk: '^0.1.0', entry: 'dist/index.js' },
      { 'dist/index.js': brokenLinksWeb, 'dist/assets/ReportPage-4f9c2a1b.js': brokenLinksPage },
    );
    writeWebPackage(
      join(pluginsDir, 'old-thing/web'),
      { role: 'web-plugin', pluginId: 'old-thing', sdk: '^9.0.0', entry: 'dist/index.js' },
      { 'dist/index.js': `throw new Error('old-thing was imported');` },
    );
    outsideProject = join(mkdtempSync(join(tmpdir(), 'otimiza-outside-plugin-')), 'outside-sample');
    generateAndBuildOutside('outside-sample', outsideProject);
    // The release alone, as an operator copies it: no node_modules, nothing linking back to the project or this repo.
    const released = join(outsideProject, 'release/outside-sample');
    expect(readdirSync(released).sort()).toEqual(['server', 'web']);
    expect(existsSync(join(released, 'server/node_modules'))).toBe(false);
    cpSync(released, join(pluginsDir, 'outside-sample'), { recursive: true });
    rmSync(join(outsideProject, '..'), { recursive: true, force: true });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    rmSync(pluginsDir, { recursive: true, force: true });
    if (outsideProject) rmSync(join(outsideProject, '..'), { recursive: true, force: true });
  });

  it("mounts a dropped-in plugin: its route answers with the site-audit plugin's port from the host's contract package, its migration ran, health lists it", async () => {
    await start();
    const response = await fetch(`${baseUrl}/api/broken-links/ping`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ plugin: 'broken-links', siteAudits: true });
    expect(await tableOf(database.url, 'broken_links_check')).toBe('broken_links_check');
    const { plugins } = await health();
    expect(plugins.loaded).toContain('broken-links');
    expect(plugins.loaded).toContain('analysis');
  });

  it("mounts the generator's plugin, written and built outside the repo: its route, its migration, its manifest (nav item, job, requires) and its bundle", async () => {
    const { plugins } = await health();
    expect(plugins.loaded).toContain('outside-sample');
    // Closed to a visitor (401), not missing (404): the route is mounted, behind the host's guard.
    expect((await fetch(`${baseUrl}/api/outside-sample/items`)).status).toBe(401);
    expect(await tableOf(database.url, 'outside_sample_item')).toBe('outside_sample_item');

    // A Pro workspace (the plugin's feature is sold from Pro up) gets its manifest, uses its route and stores a row.
    const adminCookie = await signedIn(baseUrl, adminEmail);
    const email = 'outside-sample-user@example.com';
    const cookie = await signedIn(baseUrl, email);
    expect((await fetch(`${baseUrl}/api/outside-sample/items`, { headers: { cookie } })).status).toBe(402);
    await grantPlan(baseUrl, adminCookie, email, 'pro');
    const list = (await (await fetch(`${baseUrl}/api/plugins`, { headers: { cookie } })).json()) as PluginList;
    expect(list.plugins.find((plugin) => plugin.id === 'outside-sample')).toMatchObject({
      requires: ['analysis'],
      jobs: ['outside-sample.check'],
      navItems: [{ path: '/outside-sample', label: { id: 'outside-sample.nav', message: 'Outside Sample' } }],
    });
    const created = await postJson(`${baseUrl}/api/outside-sample/items`, { name: 'Loja', url: 'loja.exemplo.com.br' }, cookie);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ url: 'https://loja.exemplo.com.br/', performance: null, checkedAt: null });
    const [row] = await queryDatabase<{ url: string }>(database.url, 'select url from outside_sample_item');
    expect(row).toEqual({ url: 'https://loja.exemplo.com.br/' });

    expect(list.web).toContainEqual({ id: 'outside-sample', url: '/api/plugins/outside-sample/web/index.js' });
    const entry = await (await fetch(`${baseUrl}/api/plugins/outside-sample/web/index.js`)).text();
    // The page and each catalog are chunks of their own, loaded when needed.
    const chunks = [...entry.matchAll(/assets\/[\w.-]+\.js/g)].map(([path]) => path);
    expect(chunks.some((path) => path.startsWith('assets/OutsideSamplePage-'))).toBe(true);
    const english = chunks.find((path) => path.startsWith('assets/messages-en-'));
    expect(await (await fetch(`${baseUrl}/api/plugins/outside-sample/web/${english}`)).text()).toContain('Not checked yet: the check runs every minute.');
  });

  it("lists the dropped-in plugin's web bundle and serves it: the entry revalidated, its hashed chunks cached, nothing outside it", async () => {
    const entries = await webEntries();
    expect(entries).toContainEqual({ id: 'broken-links', url: '/api/plugins/broken-links/web/index.js' });
    expect(entries.map((entry) => entry.id)).not.toContain('old-thing');
    const entry = await fetch(`${baseUrl}/api/plugins/broken-links/web/index.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(await entry.text()).toContain("import('./assets/ReportPage-4f9c2a1b.js')");
    const chunk = await fetch(`${baseUrl}/api/plugins/broken-links/web/assets/ReportPage-4f9c2a1b.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of [
      'broken-links/web/%2e%2e/package.json',
      'broken-links/web/assets/..%2F..%2Fpackage.json',
      'broken-links/web/..%5Cpackage.json',
      'broken-links/web/assets/missing.js',
      'old-thing/web/index.js',
      'nobody/web/index.js',
    ]) {
      expect({ path, status: (await fetch(`${baseUrl}/api/plugins/${path}`)).status }).toEqual({ path, status: 404 });
    }
  });

  it("renders the plugin's page from its bundle, loaded at run time with the host's React, antd, router, query cache and i18n", async () => {
    const browser = await chromium.launch({ executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage({ locale: 'en-US' });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
      await page.goto(`${baseUrl}/broken-links/report`);
      await page.getByText('3 links checked at /broken-links/report in en').waitFor({ timeout: 30_000 });
      await expect(page.getByRole('heading', { name: 'Links quebrados' }).count()).resolves.toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('refuses a plugin built for another SDK, naming it, its range and the host SDK, and mounts the others', async () => {
    const { plugins } = await health();
    expect(plugins.loaded).not.toContain('old-thing');
    expect(plugins.refused).toEqual([{ id: 'old-thing', reason: `plugin "old-thing" was built for @otimiza/sdk ^9.0.0; this host's @otimiza/sdk is 0.1.0` }]);
    const warning = server!
      .output()
      .split('\n')
      .find((line) => line.includes('plugin refused'));
    expect(JSON.parse(warning!)).toMatchObject({ plugin: 'old-thing', msg: expect.stringContaining('built for @otimiza/sdk ^9.0.0') });
    await stop();
  });

  it('once removed from the folder, the plugin is gone at the next start: 404 (its route and its bundle), not in health or the list, its table kept', async () => {
    rmSync(join(pluginsDir, 'broken-links'), { recursive: true });
    rmSync(join(pluginsDir, 'outside-sample'), { recursive: true });
    await start();
    expect((await fetch(`${baseUrl}/api/broken-links/ping`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/plugins/broken-links/web/index.js`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/outside-sample/items`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/plugins/outside-sample/web/index.js`)).status).toBe(404);
    expect((await webEntries()).map((entry) => entry.id)).not.toContain('broken-links');
    const { plugins } = await health();
    expect(plugins.loaded).not.toContain('broken-links');
    expect(plugins.loaded).not.toContain('outside-sample');
    expect(plugins.refused).toEqual([{ id: 'old-thing', reason: expect.any(String) }]);
    expect(await tableOf(database.url, 'broken_links_check')).toBe('broken_links_check');
    expect(await tableOf(database.url, 'outside_sample_item')).toBe('outside_sample_item');
    await stop();
  });
});
