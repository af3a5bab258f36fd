import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { workspaceOwnedTable, workspaceOwnedRowProperties } from '@otimiza/sdk/server';

/** One call to the AI for a workspace's tool: the model, whether it answered, the tokens it cost. */
export const AiUsageSchema = defineEntity({
  name: 'CoreAiUsage',
  ...workspaceOwnedTable('core_ai_usage'),
  properties: {
    ...workspaceOwnedRowProperties(),
    tool: p.text(),
    model: p.text(),
    outcome: p.text().$type<'ok' | 'failed'>().check("outcome in ('ok','failed')"),
    inputTokens: p.integer().fieldName('input_tokens').default(0),
    outputTokens: p.integer().fieldName('output_tokens').default(0),
    error: p.text().nullable(),
  },
});
export type AiUsageRecord = InferEntity<typeof AiUsageSchema>;
