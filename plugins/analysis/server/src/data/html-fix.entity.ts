import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { actingUserProperty, workspaceOwnedTable, workspaceOwnedRowProperties } from '@otimiza/sdk/server';
import type { HtmlFixView } from '@otimiza/plugin-analysis-shared';

/** A page fixed by the HTML tools, kept for its download and preview. */
export const HtmlFixSchema = defineEntity({
  name: 'AnalysisHtmlFix',
  ...workspaceOwnedTable('analysis_html_fix', 'analysis_html_fix_workspace_created_idx'),
  properties: {
    ...workspaceOwnedRowProperties(),
    user: actingUserProperty('user_id'),
    url: p.text(),
    optimizedHtml: p.text().fieldName('optimized_html'),
    fixes: p.json<HtmlFixView[]>(),
  },
});
export type HtmlFix = InferEntity<typeof HtmlFixSchema>;
