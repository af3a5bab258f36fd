import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newestFirstIndex, oneOf, workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey, actingUserProperty } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { siteAuditRunStatuses, type SiteAuditRunStatus, type SiteDiscoverySummary } from '@otimiza/plugin-site-audit-shared';

/**
 * One whole-site audit: the address, the options and the plan's cap it started with, where it
 * stands, and what discovery met. Its pages are rows of `site_audit_page`; the counters here are
 * kept by the feeder, which alone moves a run forward (under `feedingUntil`).
 */
export const SiteAuditRunSchema = defineEntity({
  name: 'SiteAuditRun',
  tableName: 'site_audit_run',
  filters: workspaceFilter,
  indexes: [newestFirstIndex('site_audit_run'), { name: 'site_audit_run_active_idx', properties: ['status', 'updatedAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    user: actingUserProperty('user_id'),
    /** Origin and path prefix as the run reads them. */
    origin: p.text(),
    pathPrefix: p.text().fieldName('path_prefix').default('/'),
    host: p.text(),
    strategy: p
      .text()
      .$type<'mobile' | 'desktop'>()
      .check(oneOf('strategy', ['mobile', 'desktop'])),
    samplePerGroup: p.integer().fieldName('sample_per_group'),
    auditAll: p.boolean().fieldName('audit_all').default(false),
    /** Whether the plan verifies fixes (the proof of each group's first sample). */
    verifyFixes: p.boolean().fieldName('verify_fixes').default(false),
    pageCap: p.integer().fieldName('page_cap'),
    status: p
      .text()
      .$type<SiteAuditRunStatus>()
      .check(oneOf('status', [...siteAuditRunStatuses])),
    discovered: p.integer().default(0),
    toAudit: p.integer().fieldName('to_audit').default(0),
    audited: p.integer().default(0),
    failed: p.integer().default(0),
    overCap: p.integer().fieldName('over_cap').default(0),
    discovery: p.json<SiteDiscoverySummary>().nullable(),
    crawlDelaySeconds: p.integer().fieldName('crawl_delay_seconds').default(0),
    errorMessages: p.json<LocalizedText>().fieldName('error_messages').nullable(),
    /** Until when one process moves the run forward; another finds it taken and comes back later. */
    feedingUntil: p.datetime().fieldName('feeding_until').nullable(),
    /** When the last page audit of this run was queued: the site's crawl-delay counts from it. */
    lastQueuedAt: p.datetime().fieldName('last_queued_at').nullable(),
    startedAuditingAt: p.datetime().fieldName('started_auditing_at').nullable(),
    finishedAt: p.datetime().fieldName('finished_at').nullable(),
  },
});
export type SiteAuditRun = InferEntity<typeof SiteAuditRunSchema>;
