import type { BrowserLocation } from '../browser/find-browser.js';
import type { AppConfig } from '../config/config.schema.js';

export interface StartupFacts {
  url: string;
  config: Pick<
    AppConfig,
    'DATA_DIR' | 'DATABASE_URL' | 'REDIS_URL' | 'SENDGRID_API_KEY' | 'STRIPE_SECRET_KEY' | 'OPENAI_API_KEY' | 'OPENAI_MODEL' | 'NODE_ENV'
  >;
  databaseKind: 'embedded' | 'external';
  browser: BrowserLocation;
  plugins: readonly string[];
}

/** host:port/path of a connection URL, without its credentials. */
function where(connection: string): string {
  const url = new URL(connection);
  return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname.length > 1 ? url.pathname : ''}`;
}

function browserLine(browser: BrowserLocation): string {
  if (!browser.found)
    return browser.path
      ? `not usable at ${browser.path}: audits fail until CHROME_PATH names a Chromium`
      : 'none found: audits fail until CHROME_PATH names a Chromium';
  const source = { CHROME_PATH: 'CHROME_PATH', system: 'system', bundled: '@sparticuz/chromium' }[browser.source ?? 'system'];
  return `${browser.path} (${source})`;
}

/** What a person starting the server in a terminal needs to know: where to open it and what it runs on. */
export function startupBanner(facts: StartupFacts): string {
  const { config } = facts;
  const rows: [string, string][] = [
    ['database', facts.databaseKind === 'embedded' ? `embedded PostgreSQL, data in ${config.DATA_DIR}` : `PostgreSQL at ${where(config.DATABASE_URL!)}`],
    ['jobs', config.REDIS_URL ? `BullMQ on Redis at ${where(config.REDIS_URL)}` : 'in this process (no REDIS_URL)'],
    ['browser', browserLine(facts.browser)],
    [
      'e-mail',
      config.SENDGRID_API_KEY
        ? 'SendGrid'
        : config.NODE_ENV === 'production'
          ? 'outbox table (no SENDGRID_API_KEY)'
          : `local mailbox at ${facts.url}/dev/mail (no SENDGRID_API_KEY)`,
    ],
    ['payments', config.STRIPE_SECRET_KEY ? 'Stripe' : 'sandbox checkout, marked "Ambiente de teste" (no STRIPE_SECRET_KEY)'],
    ['AI', config.OPENAI_API_KEY ? `OpenAI ${config.OPENAI_MODEL}` : 'templates from the real data (no OPENAI_API_KEY)'],
    ['plugins', facts.plugins.join(', ')],
  ];
  return [
    '',
    `  Otimiza is running — open ${facts.url}`,
    '',
    ...rows.map(([label, value]) => `  ${label.padEnd(9)} ${value}`),
    '',
    '  Request logs: LOG_LEVEL=debug. Stop: Ctrl-C.',
    '',
  ].join('\n');
}
