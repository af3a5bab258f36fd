import { describe, expect, it } from 'vitest';
import { startupBanner, type StartupFacts } from './startup-banner.js';

const facts: StartupFacts = {
  url: 'http://localhost:3000',
  config: {
    DATA_DIR: '.data',
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    SENDGRID_API_KEY: undefined,
    STRIPE_SECRET_KEY: undefined,
    OPENAI_API_KEY: undefined,
    OPENAI_MODEL: 'gpt-5',
    NODE_ENV: 'development',
  },
  databaseKind: 'embedded',
  browser: { found: true, source: 'system', path: '/usr/bin/chromium' },
  plugins: ['analysis', 'reports'],
};

describe('startupBanner', () => {
  it("says where to open the app and that a newcomer's start needs no account", () => {
    const banner = startupBanner(facts);
    expect(banner).toContain('Otimiza is running — open http://localhost:3000');
    expect(banner).toContain('embedded PostgreSQL, data in .data');
    expect(banner).toContain('in this process (no REDIS_URL)');
    expect(banner).toContain('/usr/bin/chromium (system)');
    expect(banner).toContain('local mailbox at http://localhost:3000/dev/mail');
    expect(banner).toContain('sandbox checkout');
    expect(banner).toContain('plugins   analysis, reports');
    expect(banner.split('\n').length).toBeLessThan(16);
  });

  it('names external services by host, never with their credentials', () => {
    const banner = startupBanner({
      ...facts,
      databaseKind: 'external',
      config: {
        ...facts.config,
        DATABASE_URL: 'postgres://otimiza:s3cr3t@db.internal:5432/otimiza',
        REDIS_URL: 'redis://:hunter2@cache:6379',
        STRIPE_SECRET_KEY: 'sk_live_x',
        OPENAI_API_KEY: 'sk-x',
      },
    });
    expect(banner).toContain('PostgreSQL at db.internal:5432/otimiza');
    expect(banner).toContain('BullMQ on Redis at cache:6379');
    expect(banner).not.toMatch(/s3cr3t|hunter2|sk_live_x|sk-x/);
  });

  it('says plainly when no browser was found', () => {
    expect(startupBanner({ ...facts, browser: { found: false, source: null, path: null } })).toContain('audits fail until CHROME_PATH names a Chromium');
  });
});
