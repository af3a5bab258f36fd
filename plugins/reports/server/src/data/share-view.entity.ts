import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';
import type { ShareSection } from '@otimiza/plugin-reports-shared';
import { SharedReportSchema } from './shared-report.entity.js';

/**
 * One visit of a shared report's public page by someone outside its workspace: what the page's
 * beacons said of it (seconds in view, interaction, downloads, shares, sections seen, whether it
 * bounced). Nothing about the visitor is kept — no address, no browser, no cookie: the id is a
 * random one handed to that page load.
 */
export const ShareViewSchema = defineEntity({
  name: 'ReportsShareView',
  tableName: 'reports_share_view',
  filters: workspaceFilter,
  indexes: [{ name: 'reports_share_view_report_idx', properties: ['report', 'createdAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    report: () => p.manyToOne(SharedReportSchema).fieldName('report_id').deleteRule('cascade').updateRule('no action'),
    seconds: p.integer().default(0),
    interacted: p.boolean().default(false),
    downloads: p.integer().default(0),
    shares: p.integer().default(0),
    sections: p.json<ShareSection[]>().defaultRaw("'[]'"),
    bounced: p.boolean().default(false),
    /** When the page said it was being left the first time; null while it has not. */
    leftAt: p.datetime().fieldName('left_at').nullable(),
  },
});
export type ShareView = InferEntity<typeof ShareViewSchema>;
