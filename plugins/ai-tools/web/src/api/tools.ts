import type {
  BrazilOptimizationAnswer,
  CompetitorAnalysis,
  CompetitorAnalysisPayload,
  GeneratedContent,
  GenerateContentPayload,
  MonitoringRange,
  MonitoringReport,
  RealData,
  StrategicPlan,
} from '@otimiza/plugin-ai-tools-shared';
import { apiFetch } from '@otimiza/sdk/web';

/**
 * The six tools. Each answers in the request's language (the interface language
 * goes as Accept-Language), says whether the AI or a template wrote it (`source`) and is counted
 * in the workspace's usage. 402 SUBSCRIPTION_REQUIRED when the plan lacks the tool's feature.
 */

/** `POST /api/generate-content` (enterprise: aiContentGeneration). */
export function generateContent(payload: GenerateContentPayload): Promise<GeneratedContent> {
  return apiFetch('/api/generate-content', { method: 'POST', json: payload });
}

/** `POST /api/strategic-planning`: the plan of the URL's latest analysis; 404 when it has none. */
export async function strategicPlanning(url: string): Promise<StrategicPlan> {
  const plan = await apiFetch<StrategicPlan>('/api/strategic-planning', { method: 'POST', json: { url } });
  // The original checked that the answer carried a plan.
  if (!plan?.currentState || !Array.isArray(plan.strategicRecommendations)) throw new PlanMissingError();
  return plan;
}

/** The answer of the strategic planning had no plan in it ('Dados do planejamento não recebidos'). */
export class PlanMissingError extends Error {
  constructor() {
    super('Dados do planejamento não recebidos');
    this.name = 'PlanMissingError';
  }
}

/** `POST /api/real-data-analysis`: company, technologies and the latest scores. */
export function realDataAnalysis(url: string): Promise<RealData> {
  return apiFetch('/api/real-data-analysis', { method: 'POST', json: { url } });
}

/**
 * `POST /api/competitor-analysis`: audits every site (about 8–10 s each) and answers when all are
 * done; `runId` lets the page follow the progress at `GET /api/ai-tools/runs/:id` meanwhile.
 */
export function competitorAnalysis(payload: CompetitorAnalysisPayload): Promise<CompetitorAnalysis> {
  return apiFetch('/api/competitor-analysis', { method: 'POST', json: payload });
}

/** `POST /api/results-monitoring`: trends of the URL's stored analyses over the period. */
export function resultsMonitoring(url: string, timeRange: MonitoringRange): Promise<MonitoringReport> {
  return apiFetch('/api/results-monitoring', { method: 'POST', json: { url, timeRange } });
}

/** `POST /api/brazil-optimization` (enterprise): the Brazil-market checks and their optimisations. */
export function brazilOptimization(url: string): Promise<BrazilOptimizationAnswer> {
  return apiFetch('/api/brazil-optimization', { method: 'POST', json: { url } });
}
