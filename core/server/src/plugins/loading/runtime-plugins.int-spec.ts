import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, freePort, queryDatabase, type TestDatabase } from '@otimiza/sdk/testing';
import { assertBuilt, spawnServer, type ServerProcess } from '@otimiza/host-testing';

// A built plugin as a team outside this repository ships it: a package with an `otimiza` field and
// plain ESM, in a plugins folder outside the host's tree (so nothing of it can be compiled in).
const brokenLinksPlugin = `
import { Controller, Get, Module } from '@nestjs/common';
import { Migration } from '@mikro-orm/migrations';
import { defineServerPlugin, Public } from '@otimiza/sdk/server';
import { definePluginManifest } from '@otimiza/sdk/shared';

class BrokenLinksController {
  ping() {
    return { plugin: 'broken-links' };
  }
}
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
  manifest: definePluginManifest({ id: 'broken-links', displayName: { id: 'broken-links.name', message: 'Links quebrados' }, requiredFeature: null }),
  module: BrokenLinksModule,
  migrations: [{ name: 'broken-links-20261129210000-tables', class: BrokenLinksTables }],
});
`;

function writePackage(folder: string, otimiza: Record<string, string>, source: string): void {
  mkdirSync(join(folder, 'dist'), { recursive: true });
  const packageJson = { name: `@acme/otimiza-${otimiza['pluginId']}-server`, version: '1.0.0', type: 'module', otimiza, exports: { '.': './dist/index.js' } };
  writeFileSync(join(folder, 'package.json'), JSON.stringify(packageJson, null, 2));
  writeFileSync(join(folder, 'dist/index.js'), source);
}

/** The table's name when it exists in the database, else null. */
async function tableOf(databaseUrl: string, table: string): Promise<string | null> {
  const [row] = await queryDatabase<{ table: string | null }>(databaseUrl, 'select to_regclass($1)::text as "table"', [table]);
  return row?.table ?? null;
}

interface Health {
  plugins: { loaded: string[]; refused: { id: string; reason: string }[] };
}

describe('plugins loaded at run time from a plugins folder outside the host', () => {
  let pluginsDir: string;
  let database: TestDatabase;
  let server: ServerProcess | undefined;
  let baseUrl: string;

  async function start(): Promise<void> {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = spawnServer({ DATABASE_URL: database.url, PORT: String(port), REDIS_URL: '', PLUGINS_DIR: pluginsDir, PLUGINS: 'all' });
    await server.waitFor('Otimiza is serving');
  }

  async function stop(): Promise<void> {
    expect(await server?.stop()).toBe(0);
    server = undefined;
  }

  const health = async () => (await (await fetch(`${baseUrl}/api/health`)).json()) as Health;

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
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    rmSync(pluginsDir, { recursive: true, force: true });
  });

  it('mounts a dropped-in plugin: its route answers, its migration ran, health lists it', async () => {
    await start();
    const response = await fetch(`${baseUrl}/api/broken-links/ping`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ plugin: 'broken-links' });
    expect(await tableOf(database.url, 'broken_links_check')).toBe('broken_links_check');
    const { plugins } = await health();
    expect(plugins.loaded).toContain('broken-links');
    expect(plugins.loaded).toContain('analysis');
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

  it('once removed from the folder, the plugin is gone at the next start: 404, not in health, its table kept', async () => {
    rmSync(join(pluginsDir, 'broken-links'), { recursive: true });
    await start();
    expect((await fetch(`${baseUrl}/api/broken-links/ping`)).status).toBe(404);
    const { plugins } = await health();
    expect(plugins.loaded).not.toContain('broken-links');
    expect(await tableOf(database.url, 'broken_links_check')).toBe('broken_links_check');
    await stop();
  });
});
