import { Module } from '@nestjs/common';
import { AnalysisPort } from '@otimiza/sdk/server';
import { PageInspectionPort } from '@otimiza/plugin-analysis-contract';
import { AnalysisAccountDataExporter } from './account-data/analysis-account-data.exporter.js';
import { AnalysesController } from './analyses/analyses.controller.js';
import { AnalysesService } from './analyses/analyses.service.js';
import { AnalysisProcessor } from './analyses/analysis-processor.js';
import { AnalysisStatusRepository } from './analyses/analysis-status.repository.js';
import { AnalysisSweeper } from './analyses/analysis-sweeper.js';
import { AnalyzeController } from './analyses/analyze.controller.js';
import { PublicAnalysesController } from './public-api/public-analyses.controller.js';
import { LighthouseEngine } from './audit/lighthouse-engine.js';
import { LighthouseRunner } from './audit/lighthouse-runner.js';
import { PageSpeedClient } from './audit/pagespeed-client.js';
import { AnalysisDomainEvents } from './events/analysis-events.js';
import { AnalysisMetricsRecorder } from './metrics/analysis-metrics.recorder.js';
import { SiteBundlesRepository } from './bundle/site-bundles.repository.js';
import { DeployController } from './deploy/deploy.controller.js';
import { DeployHistory } from './deploy/deploy-history.js';
import { FtpDeployer } from './deploy/ftp-deployer.js';
import { RealDeployService } from './deploy/real-deploy.service.js';
import { PageInspectionAdapter } from './inspection/page-inspection.adapter.js';
import { HistoryExportController } from './history-export/history-export.controller.js';
import { HistoryExportService } from './history-export/history-export.service.js';
import { HtmlToolsController } from './html-tools/html-tools.controller.js';
import { HtmlToolsService } from './html-tools/html-tools.service.js';
import { OptimizedPageController } from './html-tools/optimized-page.controller.js';
import { AnalysisPortAdapter } from './port/analysis-port.adapter.js';
import { AnalysisProgressStreamService } from './progress/analysis-progress-stream.service.js';
import { AnalysisProgressFeed } from './progress/analysis-progress.feed.js';
import { AnalysisProgressReader } from './progress/analysis-progress.reader.js';
import { AnalysisProgressWaiter } from './progress/analysis-progress.waiter.js';
import { VerificationProcessor } from './proof/verification-processor.js';
import { SkippedFixes } from './fixer/skipped-fixes/skipped-fixes.js';
import { SkippedFixesController } from './fixer/skipped-fixes/skipped-fixes.controller.js';

/** Its AnalysisPort and PageInspectionPort reach the core and other plugins through the host's plugins module. */
@Module({
  controllers: [
    AnalyzeController,
    AnalysesController,
    HistoryExportController,
    HtmlToolsController,
    OptimizedPageController,
    DeployController,
    PublicAnalysesController,
    SkippedFixesController,
  ],
  providers: [
    AnalysisAccountDataExporter,
    AnalysesService,
    AnalysisProcessor,
    AnalysisStatusRepository,
    AnalysisSweeper,
    AnalysisProgressFeed,
    AnalysisProgressReader,
    AnalysisProgressWaiter,
    AnalysisProgressStreamService,
    AnalysisDomainEvents,
    AnalysisMetricsRecorder,
    LighthouseEngine,
    LighthouseRunner,
    PageSpeedClient,
    VerificationProcessor,
    SiteBundlesRepository,
    HistoryExportService,
    HtmlToolsService,
    RealDeployService,
    FtpDeployer,
    DeployHistory,
    SkippedFixes,
    { provide: AnalysisPort, useClass: AnalysisPortAdapter },
    { provide: PageInspectionPort, useClass: PageInspectionAdapter },
  ],
  exports: [AnalysisPort, PageInspectionPort],
})
export class AnalysisModule {}
