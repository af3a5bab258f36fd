import { defineServerPlugin } from '@otimiza/sdk/server';
import { aiToolsManifest } from '@otimiza/plugin-ai-tools-shared';
import { AiToolsModule } from './ai-tools.module.js';
import { AiToolsRunsMigration } from './migrations/ai-tools-20261122220000-runs.js';

export default defineServerPlugin({
  manifest: aiToolsManifest,
  module: AiToolsModule,
  migrations: [{ name: 'ai-tools-20261122220000-runs', class: AiToolsRunsMigration }],
});
