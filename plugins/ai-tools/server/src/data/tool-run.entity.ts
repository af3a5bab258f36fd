import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { oneOf, actingUserProperty, workspaceOwnedTable, workspaceOwnedRowProperties } from '@otimiza/sdk/server';
import { aiToolIds, type AiToolId, type ToolRunView, type ToolSource } from '@otimiza/plugin-ai-tools-shared';

/** One run of an AI tool: under way (the competitor analysis follows its progress) or ended with its result. */
export const ToolRunSchema = defineEntity({
  name: 'AiToolsRun',
  ...workspaceOwnedTable('ai_tools_run'),
  properties: {
    ...workspaceOwnedRowProperties(),
    user: actingUserProperty('user_id'),
    tool: p.text().$type<AiToolId>().check(oneOf('tool', aiToolIds)),
    url: p.text(),
    status: p.text().$type<ToolRunView['status']>().check("status in ('running','completed','failed')"),
    source: p.text().$type<ToolSource>().nullable().check("source in ('ai','template')"),
    progress: p.integer().default(0),
    step: p.text().nullable(),
    result: p.json<unknown>().nullable(),
    error: p.text().nullable(),
    completedAt: p.datetime().fieldName('completed_at').nullable(),
  },
});
export type ToolRun = InferEntity<typeof ToolRunSchema>;
