import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiError, CurrentAuth, RequestLanguage, RequireFeature, ValidBody, ValidParams, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import {
  aiToolFeatures,
  brazilOptimizationSchema,
  competitorAnalysisSchema,
  generateContentSchema,
  realDataSchema,
  resultsMonitoringSchema,
  strategicPlanningSchema,
  type ToolRunView,
  type ToolUsageResponse,
} from '@otimiza/plugin-ai-tools-shared';
import { z } from 'zod';
import { BrazilOptimizationService } from './brazil-optimization/brazil-optimization.service.js';
import { CompetitorAnalysisService } from './competitors/competitor-analysis.service.js';
import { GenerateContentService } from './content/generate-content.service.js';
import { ResultsMonitoringService } from './monitoring/results-monitoring.service.js';
import { RealDataService } from './real-data/real-data.service.js';
import { ToolRunsStore } from './runs/tool-runs.store.js';
import { StrategicPlanService } from './strategic-plan/strategic-plan.service.js';
import { ToolUsageService } from './usage/tool-usage.service.js';

const runParams = z.object({ id: z.uuid() });
const sourceNote = "source 'ai' or 'template' (no OPENAI_API_KEY, or the AI failed: aiError); figures are computed from the page and its audits.";

/** The six AI tools, each behind its plan feature. */
@ApiTags('ai-tools')
@Controller()
export class AiToolsController {
  constructor(
    private readonly content: GenerateContentService,
    private readonly plans: StrategicPlanService,
    private readonly realData: RealDataService,
    private readonly competitors: CompetitorAnalysisService,
    private readonly monitoring: ResultsMonitoringService,
    private readonly brazil: BrazilOptimizationService,
    private readonly runs: ToolRunsStore,
    private readonly usageService: ToolUsageService,
  ) {}

  @Post('generate-content')
  @HttpCode(200)
  @RequireFeature(aiToolFeatures.content)
  @ApiOkResponse({ description: `Generated content (meta description, blog post, conversion strategy) from the page's text and audit; ${sourceNote}` })
  generateContent(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(generateContentSchema) body: z.output<typeof generateContentSchema>,
    @RequestLanguage() language: Language,
  ) {
    return this.content.generate(auth, body, body.language ?? language);
  }

  @Post('strategic-planning')
  @HttpCode(200)
  @RequireFeature(aiToolFeatures['strategic-planning'])
  @ApiOkResponse({
    description: `The plan of the URL's latest analysis: up to 5 recommendations ranked by the points their audits cost, roadmap, impact; 404 without an analysis; ${sourceNote}`,
  })
  strategicPlanning(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(strategicPlanningSchema) body: z.output<typeof strategicPlanningSchema>,
    @RequestLanguage() language: Language,
  ) {
    return this.plans.plan(auth, body.url, body.language ?? language);
  }

  @Post('real-data-analysis')
  @HttpCode(200)
  @RequireFeature(aiToolFeatures['real-data'])
  @ApiOkResponse({ description: `Company name, sector, business type, description, technologies (Wappalyzer rules) and the latest scores; ${sourceNote}` })
  realDataAnalysis(@CurrentAuth() auth: AuthContext, @ValidBody(realDataSchema) body: z.output<typeof realDataSchema>, @RequestLanguage() language: Language) {
    return this.realData.analyse(auth, body.url, body.language ?? language);
  }

  @Post('competitor-analysis')
  @HttpCode(200)
  @RequireFeature(aiToolFeatures['competitor-analysis'])
  @ApiOkResponse({
    description: `Each competitor audited for real (queued, progress at GET /api/ai-tools/runs/{runId}), compared with the target; 402 past the plan's analyses; ${sourceNote}`,
  })
  competitorAnalysis(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(competitorAnalysisSchema) body: z.output<typeof competitorAnalysisSchema>,
    @RequestLanguage() language: Language,
  ) {
    return this.competitors.analyse(auth, body, body.language ?? language);
  }

  @Post('results-monitoring')
  @HttpCode(200)
  @RequireFeature(aiToolFeatures['results-monitoring'])
  @ApiOkResponse({
    description: `Trends, alerts and next review of a URL over 7d, 30d or 90d from its stored analyses (insufficient-data with fewer than two); ${sourceNote}`,
  })
  resultsMonitoring(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(resultsMonitoringSchema) body: z.output<typeof resultsMonitoringSchema>,
    @RequestLanguage() language: Language,
  ) {
    return this.monitoring.report(auth, body.url, body.timeRange, body.language ?? language);
  }

  @Post('brazil-optimization')
  @HttpCode(200)
  @RequireFeature(aiToolFeatures['brazil-optimization'])
  @ApiOkResponse({
    description: `Brazil-market checks on the page (pt-BR, R$, CNPJ, LGPD, cookies, WhatsApp, Pix, boleto, LocalBusiness, +55, .br, map), localSeoScore and the optimisations; ${sourceNote}`,
  })
  brazilOptimization(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(brazilOptimizationSchema) body: z.output<typeof brazilOptimizationSchema>,
    @RequestLanguage() language: Language,
  ) {
    return this.brazil.optimise(auth, body.url, body.language ?? language);
  }

  @Get('ai-tools/usage')
  @ApiOkResponse({ description: "The workspace's real use of each tool: runs, this month's, AI-written, and this month's tokens." })
  usage(@CurrentAuth() auth: AuthContext): Promise<ToolUsageResponse> {
    return this.usageService.usage(auth.workspaceId);
  }

  @Get('ai-tools/runs/:id')
  @ApiOkResponse({ description: 'A tool run of this workspace: status, progress and step (the competitor analysis reports here); 404 for others.' })
  async run(@CurrentAuth() auth: AuthContext, @ValidParams(runParams) params: z.output<typeof runParams>): Promise<ToolRunView> {
    const run = await this.runs.find(auth.workspaceId, params.id);
    if (!run) throw new ApiError('NOT_FOUND', 404, { pt: 'Execução não encontrada.', en: 'Run not found.' });
    return run;
  }
}
