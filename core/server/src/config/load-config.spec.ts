import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.js';

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
});
