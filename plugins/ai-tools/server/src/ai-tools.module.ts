import { Module } from '@nestjs/common';
import { registerValidationMessages } from '@otimiza/sdk/server';
import { CompetitorAnalysesPort } from '@otimiza/plugin-ai-tools-contract';
import { aiToolsMessages } from '@otimiza/plugin-ai-tools-shared';
import { AiToolsAccountDataExporter } from './account-data/ai-tools-account-data.exporter.js';
import { AiToolsController } from './ai-tools.controller.js';
import { AnalysisLookup } from './analysis-data/analysis-lookup.js';
import { BrazilOptimizationService } from './brazil-optimization/brazil-optimization.service.js';
import { CompetitorAnalysesPortAdapter } from './competitors/competitor-analyses-port.adapter.js';
import { CompetitorAnalysisProcessor } from './competitors/competitor-analysis.processor.js';
import { CompetitorAnalysisService } from './competitors/competitor-analysis.service.js';
import { GenerateContentService } from './content/generate-content.service.js';
import { ResultsMonitoringService } from './monitoring/results-monitoring.service.js';
import { ToolAnswersService } from './narration/tool-answers.service.js';
import { PageSourceService } from './page-source/page-source.service.js';
import { RealDataService } from './real-data/real-data.service.js';
import { ToolRunsStore } from './runs/tool-runs.store.js';
import { StrategicPlanService } from './strategic-plan/strategic-plan.service.js';
import { ToolUsageService } from './usage/tool-usage.service.js';

registerValidationMessages(aiToolsMessages);

/** AI tools: content, strategic plan, real data, competitors, results monitoring and the Brazil optimisation. Its CompetitorAnalysesPort reaches other plugins through the host's plugins module. */
@Module({
  controllers: [AiToolsController],
  providers: [
    AiToolsAccountDataExporter,
    AnalysisLookup,
    PageSourceService,
    ToolRunsStore,
    ToolAnswersService,
    ToolUsageService,
    GenerateContentService,
    StrategicPlanService,
    RealDataService,
    CompetitorAnalysisService,
    CompetitorAnalysisProcessor,
    ResultsMonitoringService,
    BrazilOptimizationService,
    { provide: CompetitorAnalysesPort, useClass: CompetitorAnalysesPortAdapter },
  ],
  exports: [CompetitorAnalysesPort],
})
export class AiToolsModule {}
