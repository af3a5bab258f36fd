import { AnalysisPort, defineServerPlugin } from '@otimiza/sdk/server';
import { analysisManifest } from '@otimiza/plugin-analysis-shared';
import { AnalysisModule } from './analysis.module.js';
import { analysisSettingsSchema } from './analysis-settings.schema.js';
import { analysisEntities } from './data/analysis-tables.js';
import { AnalysisAnalysesMigration } from './migrations/analysis-20261122020000-analyses.js';
import { AnalysisHtmlFixerMigration } from './migrations/analysis-20261122090000-html-fixer.js';
import { AnalysisDeploysMigration } from './migrations/analysis-20261122100000-deploys.js';
import { AnalysisSiteBundlesMigration } from './migrations/analysis-20261123090000-site-bundles.js';
import { AnalysisLeasesAndReservationsMigration } from './migrations/analysis-20261124000000-leases-and-reservations.js';
import { AnalysisListAndStatsMigration } from './migrations/analysis-20261124010000-list-and-stats.js';
import { AnalysisFailureCodesMigration } from './migrations/analysis-20261125000000-failure-codes.js';
import { AnalysisStableChangeMigration } from './migrations/analysis-20261126000000-stable-change.js';
import { AnalysisUpdatedAtMigration } from './migrations/analysis-20261126140001-updated-at.js';
import { AnalysisMetricBackfillMigration } from './migrations/analysis-20261127051237-metric-backfill.js';
import { AnalysisUrlStatsLikeWithLikeMigration } from './migrations/analysis-20261128181629-url-stats-like-with-like.js';
import { AnalysisUrlStatsRebuildMigration } from './migrations/analysis-20261128181630-url-stats-rebuild.js';
import { AnalysisBatchIdMigration } from './migrations/analysis-20261129004126-batch-id.js';
import { AnalysisVerificationBaselineMigration } from './migrations/analysis-20261129110000-verification-baseline.js';
import { AnalysisVerifiedGainsAgainMigration } from './migrations/analysis-20261129222000-verified-gains-again.js';
import { AnalysisSkippedFixesMigration } from './migrations/analysis-20261129114144-skipped-fixes.js';

export default defineServerPlugin({
  manifest: analysisManifest,
  module: AnalysisModule,
  ports: { provides: [AnalysisPort] },
  entities: analysisEntities,
  settings: analysisSettingsSchema,
  migrations: [
    { name: 'analysis-20261122020000-analyses', class: AnalysisAnalysesMigration },
    { name: 'analysis-20261122090000-html-fixer', class: AnalysisHtmlFixerMigration },
    { name: 'analysis-20261122100000-deploys', class: AnalysisDeploysMigration },
    { name: 'analysis-20261123090000-site-bundles', class: AnalysisSiteBundlesMigration },
    { name: 'analysis-20261124000000-leases-and-reservations', class: AnalysisLeasesAndReservationsMigration },
    { name: 'analysis-20261124010000-list-and-stats', class: AnalysisListAndStatsMigration },
    { name: 'analysis-20261125000000-failure-codes', class: AnalysisFailureCodesMigration },
    { name: 'analysis-20261126000000-stable-change', class: AnalysisStableChangeMigration },
    { name: 'analysis-20261126140001-updated-at', class: AnalysisUpdatedAtMigration },
    { name: 'analysis-20261127051237-metric-backfill', class: AnalysisMetricBackfillMigration },
    { name: 'analysis-20261128181629-url-stats-like-with-like', class: AnalysisUrlStatsLikeWithLikeMigration },
    { name: 'analysis-20261128181630-url-stats-rebuild', class: AnalysisUrlStatsRebuildMigration },
    { name: 'analysis-20261129004126-batch-id', class: AnalysisBatchIdMigration },
    { name: 'analysis-20261129110000-verification-baseline', class: AnalysisVerificationBaselineMigration },
    { name: 'analysis-20261129114144-skipped-fixes', class: AnalysisSkippedFixesMigration },
    { name: 'analysis-20261129222000-verified-gains-again', class: AnalysisVerifiedGainsAgainMigration },
  ],
});
