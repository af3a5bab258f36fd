import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { oneOf, workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { sitePageStatuses, type SiteAuditCategory, type SiteCategoryScores, type SitePageStatus } from '@otimiza/plugin-site-audit-shared';
import { SiteAuditRunSchema } from './site-audit-run.entity.js';

/** A failing audit as a page keeps it for the site report: enough to merge it across pages. */
export interface StoredFailingAudit {
  id: string;
  title: LocalizedText;
  category: SiteAuditCategory;
  weight: number;
}

/**
 * A page of a run: found by discovery, in a template group, chosen for an audit or represented by
 * others. An audited page points at its analysis (the analysis plugin's row, opened by its view)
 * and keeps a copy of its scores and failing audits, so the report reads one table.
 */
export const SiteAuditPageSchema = defineEntity({
  name: 'SiteAuditPage',
  tableName: 'site_audit_page',
  filters: workspaceFilter,
  uniques: [{ name: 'site_audit_page_run_url_unique', properties: ['run', 'url'] }],
  indexes: [
    { name: 'site_audit_page_run_status_idx', properties: ['run', 'status'] },
    { name: 'site_audit_page_analysis_idx', properties: ['analysisId'] },
  ],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    run: () => p.manyToOne(SiteAuditRunSchema).fieldName('run_id').deleteRule('cascade').updateRule('no action'),
    url: p.text(),
    groupShape: p.text().fieldName('group_shape'),
    depth: p.integer().default(0),
    foundIn: p.text().fieldName('found_in'),
    /** Order of the audits: the home and each group's samples first, the rest of a full audit after. */
    position: p.integer(),
    /** The page whose fixes are proved for its group (its analysis audits the fixed page again). */
    provesGroup: p.boolean().fieldName('proves_group').default(false),
    status: p
      .text()
      .$type<SitePageStatus>()
      .check(oneOf('status', [...sitePageStatuses])),
    analysisId: p.uuid().fieldName('analysis_id').nullable(),
    /** Analyses asked for this page (a failed one is tried once more with a new analysis). */
    attempts: p.integer().default(0),
    scores: p.json<SiteCategoryScores>().nullable(),
    failingAudits: p.json<StoredFailingAudit[]>().fieldName('failing_audits').nullable(),
    errorMessages: p.json<LocalizedText>().fieldName('error_messages').nullable(),
    finishedAt: p.datetime().fieldName('finished_at').nullable(),
  },
});
export type SiteAuditPage = InferEntity<typeof SiteAuditPageSchema>;
