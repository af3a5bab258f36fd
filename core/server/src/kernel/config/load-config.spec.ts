import { defineServerPlugin, pluginSettings, type PluginSettingsSchema } from '@otimiza/sdk/server';
import { definePluginManifest } from '@otimiza/sdk/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, loadConfig, missingPluginSettings } from './load-config.js';
import { settingNamesOf, SettingsService } from './settings.service.js';

describe('loadConfig', () => {
  it('applies the defaults of an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ NODE_ENV: 'development', PORT: 3000, ROLE: 'all', PLUGINS: 'all', DATA_DIR: '.data' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '  ', PORT: '' }).PORT).toBe(3000);
  });

  it('names each bad variable and the value it got', () => {
    try {
      loadConfig({ DATABASE_URL: 'not-a-url', PORT: 'eighty' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('(got "not-a-url")');
      expect(message).toContain('PORT:');
    }
  });

  it('refuses api and worker roles without Redis', () => {
    expect(() => loadConfig({ ROLE: 'worker' })).toThrow(/ROLE: ROLE=worker needs REDIS_URL/);
    expect(loadConfig({ ROLE: 'worker', REDIS_URL: 'redis://127.0.0.1:6379' }).ROLE).toBe('worker');
  });

  it('refuses ALLOW_PRIVATE_TARGETS in production, and production without PUBLIC_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://otimiza.com.br', ALLOW_PRIVATE_TARGETS: 'true' })).toThrow(
      /ALLOW_PRIVATE_TARGETS: must not be true in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: is required in production/);
    expect(loadConfig({ ALLOW_PRIVATE_TARGETS: 'true' }).ALLOW_PRIVATE_TARGETS).toBe(true);
  });

  it('refuses BROWSER_TRUSTED_SPKI in production and reads it as a list of hashes elsewhere', () => {
    const hash = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789+/AbCdE=';
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://otimiza.com.br', BROWSER_TRUSTED_SPKI: hash })).toThrow(
      /BROWSER_TRUSTED_SPKI: must not be set in production/,
    );
    expect(loadConfig({ BROWSER_TRUSTED_SPKI: `${hash}, ${hash}` }).BROWSER_TRUSTED_SPKI).toEqual([hash, hash]);
    expect(loadConfig({}).BROWSER_TRUSTED_SPKI).toEqual([]);
    expect(() => loadConfig({ BROWSER_TRUSTED_SPKI: 'not-a-hash' })).toThrow(/BROWSER_TRUSTED_SPKI: must be comma-separated base64/);
  });
});

describe('loadConfig with plugin settings', () => {
  class EmptyModule {}
  const plugin = (id: string, settings?: PluginSettingsSchema) =>
    defineServerPlugin({
      manifest: definePluginManifest({ id, displayName: { id: `${id}.name`, message: id }, requiredFeature: null }),
      module: EmptyModule,
      settings,
    });
  const probeSettings = z.object({
    PROBE_LIMIT: z.coerce.number().int().min(1).max(10).default(3).describe('Probe limit.'),
    PROBE_KEY: z.string().optional().describe('Probe key.'),
    PROBE_REQUIRED_URL: z.url().describe('Probe address, required.'),
  });
  const probe = plugin('probe', probeSettings);
  const other = plugin('other', z.object({ OTHER_MODE: z.enum(['a', 'b']).describe('Other mode.') }));
  const plain = plugin('plain');

  it("validates a mounted plugin's settings and merges its parsed values, defaults applied", () => {
    const config = loadConfig({ PROBE_LIMIT: ' 7 ', PROBE_REQUIRED_URL: 'https://probe.example', PLUGINS: 'probe,plain' }, [probe, other, plain]);
    expect(config).toMatchObject({ PORT: 3000, PROBE_LIMIT: 7, PROBE_REQUIRED_URL: 'https://probe.example' });
    expect('PROBE_KEY' in config && config['PROBE_KEY' as keyof typeof config]).toBeUndefined();
    expect(loadConfig({ PROBE_REQUIRED_URL: 'https://probe.example', PLUGINS: 'probe' }, [probe, other])).toMatchObject({ PROBE_LIMIT: 3 });
  });

  it("refuses a mounted plugin's bad setting, naming the variable and the value, with the core's problems", () => {
    try {
      loadConfig({ PORT: 'eighty', PROBE_LIMIT: '70', PROBE_REQUIRED_URL: 'https://probe.example', PLUGINS: 'probe' }, [probe]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT:');
      expect(message).toMatch(/PROBE_LIMIT: .*10.* \(got "70"\)/);
    }
    expect(() => loadConfig({ PLUGINS: 'probe' }, [probe])).toThrow(/PROBE_REQUIRED_URL:/);
  });

  it('neither requires nor reads the settings of a plugin PLUGINS leaves out', () => {
    const config = loadConfig({ PLUGINS: 'other', OTHER_MODE: 'b', PROBE_LIMIT: 'not a number' }, [probe, other]);
    expect(config).toMatchObject({ OTHER_MODE: 'b' });
    expect('PROBE_LIMIT' in config).toBe(false);
    expect(() => loadConfig({ PLUGINS: 'other' }, [probe, other])).toThrow(/OTHER_MODE:/);
  });

  it('reports an unknown plugin in PLUGINS with the other problems', () => {
    expect(() => loadConfig({ PLUGINS: 'probe,nope', PORT: 'x' }, [probe])).toThrow(/PORT:[\s\S]*PLUGINS: PLUGINS names unknown plugins: nope/);
  });

  it('refuses two owners of one setting', () => {
    const twin = plugin('twin', z.object({ PROBE_LIMIT: z.string().optional().describe('Twin.') }));
    expect(() => loadConfig({ PROBE_REQUIRED_URL: 'https://probe.example' }, [probe, twin])).toThrow(
      'setting PROBE_LIMIT of plugin "twin" is also a setting of plugin "probe"',
    );
    const shadow = plugin('shadow', z.object({ PORT: z.string().optional().describe('Shadow.') }));
    expect(() => loadConfig({}, [shadow])).toThrow('setting PORT of plugin "shadow" is also a setting of the core');
  });

  it('refuses a plugin setting without a description or with a name unlike a variable', () => {
    expect(() => plugin('bad', z.object({ BAD_LIMIT: z.coerce.number().default(1) }))).toThrow(/setting "BAD_LIMIT" of plugin "bad" needs a description/);
    expect(() => plugin('bad', z.object({ badLimit: z.string().describe('x') }))).toThrow(/must be named like an environment variable/);
  });

  it('tells which mounted plugins a core-only configuration lacks', () => {
    expect(missingPluginSettings(loadConfig({}), [probe, plain])).toEqual(['PROBE_LIMIT', 'PROBE_KEY', 'PROBE_REQUIRED_URL']);
    const full = loadConfig({ PROBE_REQUIRED_URL: 'https://probe.example' }, [probe, plain]);
    expect(missingPluginSettings(full, [probe, plain])).toEqual([]);
  });

  it('reads typed values through SettingsPort (pluginSettings)', () => {
    const config = loadConfig({ PROBE_LIMIT: '5', PROBE_REQUIRED_URL: 'https://probe.example' }, [probe]);
    const port = new SettingsService(config, settingNamesOf([probe]));
    const settings: { PROBE_LIMIT: number; PROBE_KEY?: string | undefined; PROBE_REQUIRED_URL: string } = pluginSettings(port, probeSettings);
    expect(settings).toEqual({ PROBE_LIMIT: 5, PROBE_KEY: undefined, PROBE_REQUIRED_URL: 'https://probe.example' });
    expect(port.get('PORT')).toBe(3000);
    expect(() => port.get('OTHER_MODE')).toThrow(/unknown setting OTHER_MODE/);
  });
});
