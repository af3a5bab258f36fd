import { z } from 'zod';

const count = (min: number, max: number, fallback: number, description: string) =>
  z.coerce.number().int().min(min).max(max).default(fallback).describe(description);

/**
 * The site audit's settings, validated at boot with the core's when the plugin is mounted and
 * listed in the README's configuration table (`npm run docs:config`).
 */
export const siteAuditSettingsSchema = z.object({
  SITE_AUDIT_PAGES_PER_HOST: count(
    1,
    50,
    2,
    'Pages of one website audited at once, across every run and workspace of the instance (politeness towards the audited site).',
  ),
  SITE_AUDIT_PAGES_PER_WORKSPACE: count(1, 100, 4, 'Pages of one workspace’s site audits on the queue at once, across its runs.'),
  SITE_AUDIT_ACTIVE_RUNS: count(1, 20, 3, 'Site audits one workspace may have discovering or auditing at once; the next start answers 429.'),
  SITE_AUDIT_DISCOVERY_MS: count(
    5_000,
    600_000,
    120_000,
    'Time limit of a site audit’s discovery (robots.txt, sitemaps, links); what it has found by then is audited.',
  ),
  SITE_AUDIT_DISCOVERY_PAGES: count(
    10,
    10_000,
    2_000,
    'HTML pages a site audit’s discovery collects at most (grouped by template before the plan’s pages per run are chosen).',
  ),
});
