import { defineServerPlugin } from '@otimiza/sdk/server';
import { analysisManifest } from '@otimiza/plugin-analysis-shared';
import { AnalysisModule } from './analysis.module.js';
import { AnalysisAnalysesMigration } from './migrations/analysis-20261122020000-analyses.js';

export default defineServerPlugin({
  manifest: analysisManifest,
  module: AnalysisModule,
  migrations: [{ name: 'analysis-20261122020000-analyses', class: AnalysisAnalysesMigration }],
});
