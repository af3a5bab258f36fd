import { describe, expect, it } from 'vitest';
import type { AppConfig } from './config.schema.js';
import { siteInfoOf } from './site-info.controller.js';

const configOf = (values: Partial<AppConfig>) => values as AppConfig;

describe('GET /api/site-info’s answer', () => {
  it('says the run mode, which the pages read to tell a test instance (local authentication) from the production host', () => {
    expect(siteInfoOf(configOf({ NODE_ENV: 'production' })).environment).toBe('production');
    expect(siteInfoOf(configOf({ NODE_ENV: 'development' })).environment).toBe('development');
    expect(siteInfoOf(configOf({ NODE_ENV: 'test', SUPPORT_EMAIL: 'ajuda@empresa.com.br' }))).toEqual({
      support: { email: 'ajuda@empresa.com.br', url: null },
      brand: null,
      environment: 'test',
    });
  });
});
