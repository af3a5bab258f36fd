import { Module } from '@nestjs/common';
import { AnalysesController } from './analyses/analyses.controller.js';
import { AnalysesService } from './analyses/analyses.service.js';
import { AnalysisProcessor } from './analyses/analysis-processor.js';
import { AnalyzeController } from './analyses/analyze.controller.js';
import { LighthouseRunner } from './audit/lighthouse-runner.js';
import { PageSpeedClient } from './audit/pagespeed-client.js';

@Module({
  controllers: [AnalyzeController, AnalysesController],
  providers: [AnalysesService, AnalysisProcessor, LighthouseRunner, PageSpeedClient],
})
export class AnalysisModule {}
