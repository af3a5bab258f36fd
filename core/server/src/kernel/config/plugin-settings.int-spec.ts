import { Controller, Get, Injectable, Module } from '@nestjs/common';
import { defineServerPlugin, pluginSettings, Public, SettingsPort } from '@otimiza/sdk/server';
import { definePluginManifest } from '@otimiza/sdk/shared';
import { type TestApp } from '@otimiza/sdk/testing';
import { assertBuilt, createTestApp, spawnServer } from '@otimiza/host-testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

const probeSettings = z.object({
  PROBE_SETTINGS_LIMIT: z.coerce.number().int().min(1).max(10).default(3).describe('How many of something the probe allows.'),
  PROBE_SETTINGS_ON: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe('Turns the probe on.'),
});

@Injectable()
class ProbeSettingsReader {
  constructor(private readonly settings: SettingsPort) {}

  read() {
    return pluginSettings(this.settings, probeSettings);
  }
}

@Controller('probe-settings')
class ProbeSettingsController {
  constructor(private readonly reader: ProbeSettingsReader) {}

  @Public()
  @Get()
  read() {
    return this.reader.read();
  }
}

@Module({ controllers: [ProbeSettingsController], providers: [ProbeSettingsReader] })
class ProbeSettingsModule {}

const probePlugin = defineServerPlugin({
  manifest: definePluginManifest({ id: 'probe-settings', displayName: { id: 'probe-settings.name', message: 'Probe' }, requiredFeature: null }),
  module: ProbeSettingsModule,
  settings: probeSettings,
});

@Module({})
class OtherModule {}
const otherPlugin = defineServerPlugin({
  manifest: definePluginManifest({ id: 'probe-other', displayName: { id: 'probe-other.name', message: 'Other' }, requiredFeature: null }),
  module: OtherModule,
});

describe("a mounted plugin's settings", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [probePlugin, otherPlugin], env: { PROBE_SETTINGS_LIMIT: '7', PROBE_SETTINGS_ON: 'true' } });
  });
  afterAll(() => testApp?.close());

  it('reach the plugin parsed (coerced and transformed) through SettingsPort', async () => {
    const { body } = await request(testApp.server as never)
      .get('/api/probe-settings')
      .expect(200);
    expect(body).toEqual({ PROBE_SETTINGS_LIMIT: 7, PROBE_SETTINGS_ON: true });
    expect(testApp.app.get(SettingsPort).get('PROBE_SETTINGS_LIMIT')).toBe(7);
  });

  it('refuse a bad value, naming the variable and the value', async () => {
    await expect(createTestApp({ plugins: [probePlugin], env: { PROBE_SETTINGS_LIMIT: '70' } })).rejects.toThrow(/PROBE_SETTINGS_LIMIT: .*10.* \(got "70"\)/);
  });
});

describe('the settings of a plugin PLUGINS leaves out', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [probePlugin, otherPlugin], env: { PLUGINS: 'probe-other', PROBE_SETTINGS_LIMIT: 'not a number' } });
  });
  afterAll(() => testApp?.close());

  it('are neither validated nor readable', () => {
    expect(() => testApp.app.get(SettingsPort).get('PROBE_SETTINGS_LIMIT')).toThrow(/unknown setting PROBE_SETTINGS_LIMIT/);
    expect(testApp.app.get(SettingsPort).get('PLUGINS')).toBe('probe-other');
  });
});

describe('starting with a bad setting of an installed plugin', () => {
  it('exits 78 before touching the database, naming the variable', async () => {
    assertBuilt();
    const server = spawnServer({ AUDIT_TIMEOUT_MS: '5', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    const code = await new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    expect(code).toBe(78);
    expect(server.output()).toMatch(/AUDIT_TIMEOUT_MS: .*1000.* \(got "5"\)/);
    expect(server.output()).not.toContain('    at ');
  });
});
