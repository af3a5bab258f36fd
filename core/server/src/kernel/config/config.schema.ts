import { z } from 'zod';

const postgresUrl = z.string().refine((value) => URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol), {
  message: 'must be a postgres:// or postgresql:// URL, e.g. postgres://user:password@localhost:5432/otimiza',
});

const redisUrl = z.string().refine((value) => URL.canParse(value) && /^rediss?:$/.test(new URL(value).protocol), {
  message: 'must be a redis:// or rediss:// URL, e.g. redis://localhost:6379',
});

/**
 * Every setting of the core, read from the environment and validated at boot, with the settings
 * of the mounted plugins (each plugin's `defineServerPlugin({ settings })`, see loadConfig). The
 * README's configuration table is generated from these descriptions and the plugins'
 * (`npm run docs:config`). A setting only a plugin reads belongs to that plugin's schema.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development').describe('Run mode: development, test or production.'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000).describe('HTTP port serving both the web app and the API.'),
  HOST: z.string().min(1).default('0.0.0.0').describe('Address the HTTP server listens on.'),
  ROLE: z.enum(['all', 'api', 'worker']).default('all').describe('`api` serves HTTP and enqueues jobs, `worker` only processes jobs, `all` does both.'),
  PUBLIC_URL: z.url().optional().describe('Public address of the app, used in links sent by e-mail. Defaults to http://localhost:PORT.'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .describe('Comma-separated e-mails of instance administrators: /admin/users, and creator mode outside production.'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30).describe('Days a login session lasts.'),
  TRUST_PROXY: z.coerce
    .number()
    .int()
    .min(0)
    .max(10)
    .default(0)
    .describe(
      "How many reverse proxies (load balancers) stand in front of the app. 0: X-Forwarded-For is ignored and the connection address is the client; n: the client is the n-th address from the end of X-Forwarded-For (the one the outermost of n trusted proxies saw). Behind a proxy, set it, or every client shares the proxy's address in the login and sign-up limits.",
    ),
  LOGIN_ATTEMPTS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .default(100)
    .describe(
      'Login attempts one client address may make in 15 minutes, whatever the accounts; more answer 429. Each account also allows 10 attempts per address in 15 minutes, until a successful login.',
    ),
  SCHEDULED_TICKS: z
    .enum(['on', 'off'])
    .default('on')
    .describe(
      'off: the schedules (monitors, recurring reports, sweepers, health recomputes…) run only when code calls their tick, as the specs do; on: every replica ticks them on its timer.',
    ),
  QUEUE_PROBE_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(120)
    .default(10)
    .describe('How long GET /api/health/queue waits for a worker to answer its probe job before answering 503.'),
  API_KEY_REQUESTS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(60)
    .describe('Requests one public API key (/api/v1) may make in a minute; more answer 429 with Retry-After.'),
  REGISTRATIONS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .describe('Sign-up attempts (valid POST /api/auth/register requests) one client address may make in an hour; more answer 429.'),
  SENDGRID_API_KEY: z
    .string()
    .optional()
    .describe('SendGrid API key. When unset, e-mail goes to the outbox table (and, outside production, to the /dev/mail mailbox).'),
  SENDGRID_BASE_URL: z.url().optional().describe('SendGrid API base URL (tests point it at a loopback stub).'),
  MAIL_FROM: z.string().default('Otimiza <nao-responda@otimiza.com.br>').describe('Sender of the e-mails.'),
  SUPPORT_EMAIL: z
    .email()
    .optional()
    .describe(
      'E-mail address users can write to for help: shown in the footer, on the e-mail confirmation, terms and privacy pages, and on the manual’s support page and PDF. When unset, no support address is shown.',
    ),
  SUPPORT_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('Address (http or https) of the support chat or help desk: the manual’s support page and PDF link to it. When unset, no chat link is shown.'),
  DATABASE_URL: postgresUrl.optional().describe('PostgreSQL connection URL. When unset, an embedded PostgreSQL is started with its data under DATA_DIR.'),
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(2)
    .max(100)
    .default(10)
    .describe('PostgreSQL connections each process keeps in its pool (the HTTP routes, the jobs and the schedules share them).'),
  DATA_DIR: z.string().min(1).default('.data').describe('Folder for local data: the embedded PostgreSQL cluster.'),
  EMBEDDED_POSTGRES_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .default(54329)
    .describe('Port of the embedded PostgreSQL (only when DATABASE_URL is unset).'),
  REDIS_URL: redisUrl.optional().describe('Redis URL for BullMQ job queues. When unset, jobs run in-process with the inline driver.'),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/)
    .default('otimiza')
    .describe('Prefix of the BullMQ keys in Redis; instances sharing a Redis must use different prefixes.'),
  PLUGINS: z.string().default('all').describe('Comma-separated plugin ids to mount on this instance, or `all`.'),
  PLUGINS_DIR: z
    .string()
    .optional()
    .describe(
      "Folder of built plugins the host loads at start (`<folder>/<plugin>/server` or `<folder>/<package>`), besides installed packages with an `otimiza` field; default the repo's `plugins` folder.",
    ),
  ALLOW_PRIVATE_TARGETS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe('Lets audits and fetches reach loopback addresses (never private or metadata ones), for local testing. Refused in production.'),
  BROWSER_TRUSTED_SPKI: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=(\s*,\s*[A-Za-z0-9+/]{43}=)*$/, 'must be comma-separated base64 SHA-256 hashes of public keys (SPKI)')
    .optional()
    .transform((value) => (value ? value.split(',').map((hash) => hash.trim()) : []))
    .describe(
      "Base64 SHA-256 hashes of the public keys (SPKI) whose certificates the audit browser accepts unsigned (Chromium's --ignore-certificate-errors-spki-list), for tests serving HTTPS on loopback. Refused in production.",
    ),
  PAGESPEED_API_KEY: z
    .string()
    .optional()
    .describe('Google PageSpeed Insights API key: turns on PageSpeed as a second audit provider (local Lighthouse is the default).'),
  PAGESPEED_BASE_URL: z.url().default('https://www.googleapis.com').describe('PageSpeed Insights API base URL (tests point it at a loopback stub).'),
  CHROME_PATH: z
    .string()
    .optional()
    .describe('Path of a Chromium or Chrome binary. When unset, a system browser is searched for, then the bundled @sparticuz/chromium.'),
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .describe(
      'Stripe secret key: checkout, subscriptions and the customer portal. When unset (never in production) a local sandbox checkout marked "Ambiente de teste" is used.',
    ),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .describe('Signing secret of the Stripe webhook endpoint (POST /api/stripe/webhook). Required in production when STRIPE_SECRET_KEY is set.'),
  STRIPE_BASE_URL: z.url().optional().describe('Stripe API base URL (tests point it at a loopback stub).'),
  STRIPE_PRICE_LOOKUP_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/)
    .default('otimiza')
    .describe('Prices are found by the lookup keys `<prefix>_<plan>_monthly_brl` (lite, pro, enterprise).'),
  STRIPE_CREATE_PRICES: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true')
    .describe('Creates the missing products and monthly BRL prices (R$ 49, 79, 299) in Stripe at start.'),
  OPENAI_API_KEY: z
    .string()
    .optional()
    .describe(
      'OpenAI API key for the AI tools. When unset (or when the service fails) the tools answer from templates filled with the real audit and page data.',
    ),
  OPENAI_MODEL: z.string().min(1).default('gpt-5').describe('OpenAI model of the AI tools.'),
  OPENAI_BASE_URL: z.url().optional().describe('OpenAI API base URL, e.g. https://api.openai.com/v1 (tests point it at a loopback stub).'),
  OPENAI_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(600_000)
    .default(60_000)
    .describe('Time limit of one OpenAI request; past it (after the retries) the tool answers from its templates.'),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2).describe('Retries of a failed OpenAI request (timeouts, 429 and 5xx answers).'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe(
      'Minimum level of the logs: JSON lines in production or when the output is not a terminal, readable lines in a terminal; each request is logged at debug.',
    ),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(30000)
    .describe('How long a stopping process waits for in-flight requests and jobs before it exits.'),
  JOB_LOCK_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(30000)
    .describe('How long a worker holds a running job before another worker may take it over (when the first died).'),
  JOB_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(3).describe('Default number of tries of a job before it fails for good.'),
  MAX_QUEUED_ANALYSES_PER_WORKSPACE: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(10)
    .describe('Analyses one workspace may have queued or running at once; more answer 429 with Retry-After.'),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters: it is the only protection of /metrics')
    .optional()
    .describe(
      'Bearer token of GET /metrics (Prometheus text: request durations, job queue depths, recent audits and sessions, Node process figures). A scraper sends `Authorization: Bearer <token>`; a missing or wrong token answers 401. When unset, /metrics answers 404.',
    ),
  DEMO_SEED_ON_FIRST_USE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true')
    .describe(
      'The first opening of an empty investor demo seeds it in the background (six real audits of the bundled sample sites) while the demo shows its progress. false: only `npm run seed:demo` fills it.',
    ),
});

export const validatedConfigSchema = configSchema.superRefine((config, ctx) => {
  if (config.NODE_ENV === 'production' && config.ALLOW_PRIVATE_TARGETS) {
    ctx.addIssue({ code: 'custom', path: ['ALLOW_PRIVATE_TARGETS'], message: 'must not be true in production' });
  }
  if (config.NODE_ENV === 'production' && config.BROWSER_TRUSTED_SPKI.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['BROWSER_TRUSTED_SPKI'], message: 'must not be set in production' });
  }
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
    ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production: e-mail links point to it' });
  }
  if (config.NODE_ENV === 'production' && config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'is required in production with STRIPE_SECRET_KEY: plans change through signed webhooks',
    });
  }
  if (config.ROLE !== 'all' && !config.REDIS_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['ROLE'],
      message: `ROLE=${config.ROLE} needs REDIS_URL: without Redis, jobs run inline in one process (ROLE=all)`,
    });
  }
});

export type AppConfig = z.output<typeof configSchema>;
