import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newestFirstIndex, UserSchema, workspaceFilter, workspaceOwnedProperties } from '@otimiza/sdk/server';
import type { HtmlFixView } from '@otimiza/plugin-analysis-shared';

/** A page fixed by the HTML tools, kept for its download and preview. */
export const HtmlFixSchema = defineEntity({
  name: 'AnalysisHtmlFix',
  tableName: 'analysis_html_fix',
  filters: workspaceFilter,
  indexes: [newestFirstIndex('analysis_html_fix', 'analysis_html_fix_workspace_created_idx')],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    ...workspaceOwnedProperties(),
    user: () => p.manyToOne(UserSchema).fieldName('user_id').nullable().deleteRule('set null').updateRule('no action'),
    url: p.text(),
    optimizedHtml: p.text().fieldName('optimized_html'),
    fixes: p.json<HtmlFixView[]>(),
  },
});
export type HtmlFix = InferEntity<typeof HtmlFixSchema>;
