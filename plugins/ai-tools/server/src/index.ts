import { AnalysisPort, defineServerPlugin } from '@otimiza/sdk/server';
import { CompetitorAnalysesPort } from '@otimiza/plugin-ai-tools-contract';
import { aiToolsManifest } from '@otimiza/plugin-ai-tools-shared';
import { AiToolsModule } from './ai-tools.module.js';
import { AiToolsRunsMigration } from './migrations/ai-tools-20261122220000-runs.js';
import { AiToolsRunUpdatedAtMigration } from './migrations/ai-tools-20261126130000-run-updated-at.js';
import { ToolRunSchema } from './data/tool-run.entity.js';

export default defineServerPlugin({
  manifest: aiToolsManifest,
  module: AiToolsModule,
  ports: { provides: [CompetitorAnalysesPort], consumes: [AnalysisPort] },
  entities: [ToolRunSchema],
  migrations: [
    { name: 'ai-tools-20261122220000-runs', class: AiToolsRunsMigration },
    { name: 'ai-tools-20261126130000-run-updated-at', class: AiToolsRunUpdatedAtMigration },
  ],
});
