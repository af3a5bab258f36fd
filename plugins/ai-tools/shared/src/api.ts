import { singleLine } from '@otimiza/sdk/shared';
import { z } from 'zod';

/** Texts for the tools' inputs; keys the server translates (registerValidationMessages). */
export const aiToolsMessages = {
  urlRequired: { pt: 'URL Obrigatória', en: 'URL required' },
  planUrlRequired: { pt: 'URL é obrigatória para gerar o planejamento', en: 'A URL is required to generate the plan' },
  competitorsRequired: {
    pt: 'Campos Obrigatórios: informe a URL do seu site e pelo menos um concorrente.',
    en: 'Required fields: enter your site URL and at least one competitor.',
  },
  tooManyCompetitors: { pt: 'Informe no máximo 5 concorrentes.', en: 'Enter at most 5 competitors.' },
  toolTypeInvalid: { pt: 'Tipo de conteúdo inválido.', en: 'Invalid content type.' },
  timeRangeInvalid: { pt: 'Período inválido: use 7d, 30d ou 90d.', en: 'Invalid period: use 7d, 30d or 90d.' },
} as const;

const url = singleLine(z.string({ error: 'urlRequired' }).trim().min(1, 'urlRequired').max(2048, 'urlRequired'));
const language = z.enum(['pt', 'en']).optional();

export const contentToolTypes = ['meta-description', 'blog-post', 'competitor-analysis', 'cro-strategy'] as const;
export type ContentToolType = (typeof contentToolTypes)[number];

/** `POST /api/generate-content`: a blank URL falls back to the workspace's latest analysed page. */
export const generateContentSchema = z.object({
  toolType: z.enum(contentToolTypes, { error: 'toolTypeInvalid' }),
  url: singleLine(z.string().trim().max(2048)).optional().default(''),
  // The original sent a default of 1; only an analysis id of this workspace is used.
  analysisId: z.union([z.string(), z.number()]).optional(),
  language,
});

export const strategicPlanningSchema = z.object({
  url: singleLine(z.string({ error: 'planUrlRequired' }).trim().min(1, 'planUrlRequired').max(2048, 'planUrlRequired')),
  language,
});

export const realDataSchema = z.object({ url, language });
export const brazilOptimizationSchema = z.object({ url, language });

export const monitoringRanges = ['7d', '30d', '90d'] as const;
export type MonitoringRange = (typeof monitoringRanges)[number];
export const resultsMonitoringSchema = z.object({
  url,
  timeRange: z.enum(monitoringRanges, { error: 'timeRangeInvalid' }).optional().default('30d'),
  language,
});

/** Competitors one per line in the form; blank lines dropped. */
export const competitorAnalysisSchema = z.object({
  url: singleLine(z.string({ error: 'competitorsRequired' }).trim().min(1, 'competitorsRequired').max(2048)),
  competitors: z
    .array(singleLine(z.string().trim().max(2048)))
    .transform((lines) => lines.filter((line) => line.length > 0))
    .pipe(z.array(z.string()).min(1, 'competitorsRequired').max(5, 'tooManyCompetitors')),
  analysisId: z.union([z.string(), z.number()]).optional(),
  /** Chosen by the browser so it can follow the progress while the call runs. */
  runId: z.uuid().optional(),
  language,
});

export type GenerateContentPayload = z.input<typeof generateContentSchema>;
export type StrategicPlanningPayload = z.input<typeof strategicPlanningSchema>;
export type RealDataPayload = z.input<typeof realDataSchema>;
export type BrazilOptimizationPayload = z.input<typeof brazilOptimizationSchema>;
export type ResultsMonitoringPayload = z.input<typeof resultsMonitoringSchema>;
export type CompetitorAnalysisPayload = z.input<typeof competitorAnalysisSchema>;

/**
 * Where a tool's texts came from: the AI, or templates filled with the real data (no key, or the
 * AI failed). Figures never come from the AI: they are computed from audits and pages.
 */
export type ToolSource = 'ai' | 'template';

export interface ToolAnswer {
  source: ToolSource;
  /** Present when the AI was configured but failed this time. */
  aiError: string | null;
  /** The run kept for the usage statistics. */
  runId: string;
}

export interface CategoryScores {
  performanceScore: number;
  seoScore: number;
  accessibilityScore: number;
  bestPracticesScore: number;
}

export type Priority = 'critical' | 'high' | 'medium' | 'low';

export interface GeneratedContent extends ToolAnswer {
  contentType: ContentToolType;
  url: string;
  generated: { title: string; description: string; keywords: string[]; content: string; metaDescription: string };
  suggestions: string[];
  /** The strategic variant's fields, for the dialog's tabs (Content, Insights, Implementation, Recommendations). */
  title: string;
  content: string;
  insights: string[];
  implementation: string[];
  estimatedImpact: string;
  additionalRecommendations: string[];
  /** The analysis the content draws on, if any. */
  analysisId: string | null;
}

export interface StrategicRecommendation {
  id: string;
  title: string;
  priority: Priority;
  description: string;
  effort: 'low' | 'medium' | 'high';
  timeframe: string;
  category: 'performance' | 'accessibility' | 'seo' | 'bestPractices';
  /** Category points the audits behind it cost now. */
  gainPoints: number;
  audits: string[];
}

export interface StrategicPlan extends ToolAnswer {
  url: string;
  analysisId: string;
  analyzedAt: string;
  currentState: { performanceScore: number; seoScore: number; accessibilityScore: number; bestPracticesScore: number };
  strategicRecommendations: StrategicRecommendation[];
  roadmap: { month: string; milestones: string[]; deliverables: string[] }[];
  estimatedImpact: { trafficIncrease: string; rankingImprovement: string; conversionBoost: string; timeToResults: string };
  /** The scores reachable if every recommendation is done, by the audits' weights. */
  projectedScores: { performanceScore: number; seoScore: number; accessibilityScore: number; bestPracticesScore: number };
}

export interface DetectedTechnology {
  name: string;
  categories: string[];
  version: string | null;
  confidence: number;
}

export interface RealData extends ToolAnswer {
  businessName: string;
  title: string;
  sector: string;
  businessType: string;
  url: string;
  description: string | null;
  metaDescription: string | null;
  location: string | null;
  performanceScore: number | null;
  seoScore: number | null;
  accessibilityScore: number | null;
  bestPracticesScore: number | null;
  analysisId: string | null;
  technologies: DetectedTechnology[];
  insights: string[];
}

export interface CompetitorSite extends CategoryScores {
  domain: string;
  url: string;
  analysisId: string;
  loadTimeMs: number | null;
}

export interface CompetitorComparisonRow {
  metric: 'performanceScore' | 'seoScore' | 'accessibilityScore' | 'bestPracticesScore' | 'loadTimeMs';
  target: number | null;
  competitorAverage: number | null;
  best: { domain: string; url: string; value: number } | null;
  /**
   * The target against the competitors' average (for load time, lower is ahead): 'level' when the
   * difference is within the run-to-run spread of one page (sdk score-spread), null without data.
   */
  standing: 'ahead' | 'level' | 'behind' | null;
}

export interface CompetitorAnalysis extends ToolAnswer {
  target: CompetitorSite & { advantages: string[] };
  competitors: CompetitorSite[];
  averages: CategoryScores;
  comparison: CompetitorComparisonRow[];
  /** Where a competitor beats the target, and by how much. */
  gaps: { domain: string; url: string; metric: CompetitorComparisonRow['metric']; target: number; competitor: number }[];
  /** One sentence per score (performance, seo, accessibility, bestPractices), the opportunities, the recommendations and the summary over every measure. */
  insights: {
    performance: string;
    seo: string;
    accessibility: string;
    bestPractices: string;
    opportunities: string[];
    recommendations: string[];
    summary: string;
  };
  /** Competitors whose audit failed (unreachable, refused), with the reason. */
  failed: { url: string; error: string }[];
}

export interface MonitoringTrend {
  metric: 'performanceScore' | 'seoScore' | 'accessibilityScore' | 'bestPracticesScore' | 'loadTime';
  trend: 'improving' | 'declining' | 'stable';
  change: number;
  currentValue: number;
  previousValue: number;
  insights: string[];
}

export interface MonitoringReport extends ToolAnswer {
  companyName: string;
  url: string;
  period: MonitoringRange;
  businessType: string;
  reportType: 'trend' | 'insufficient-data';
  /** Stored analyses of the URL in the period. */
  analysesCount: number;
  history: {
    analysisId: string;
    createdAt: string;
    performanceScore: number;
    seoScore: number;
    accessibilityScore: number;
    bestPracticesScore: number;
    loadTimeMs: number | null;
  }[];
  currentMetrics: { performanceScore: number; seoScore: number; accessibilityScore: number; loadTime: number | null } | null;
  trends: MonitoringTrend[];
  alerts: { type: 'warning' | 'critical' | 'info'; priority: Priority; message: string; action: string }[];
  recommendations: {
    title: string;
    category: 'SEO' | 'Performance' | 'Conversão' | 'Acessibilidade' | 'Boas práticas';
    priority: Priority;
    description: string;
    estimatedImpact: string;
    timeToImplement: string;
  }[];
  summary: { totalIssuesFixed: number; totalOptimizations: number; overallImprovement: number; nextReviewDate: string; priority: Priority };
}

export const brazilCheckIds = [
  'lang-pt-br',
  'hreflang-pt-br',
  'brl-price-format',
  'cnpj',
  'lgpd-privacy-policy',
  'cookie-consent',
  'whatsapp-contact',
  'pix',
  'boleto',
  'local-business-schema',
  'phone-br-format',
  'br-domain',
  'map',
] as const;

export type BrazilCheckId = (typeof brazilCheckIds)[number];

export interface BrazilCheckResult {
  id: BrazilCheckId;
  found: boolean;
  /** The snippet or value that proves it, or what the page has instead. */
  evidence: string | null;
}

export type BrazilOptimizationCategory = 'local-seo' | 'culture' | 'payment' | 'compliance';

/** One proposed change, for one failing check, in the requested language. */
export interface BrazilOptimization {
  checkId: BrazilCheckId;
  title: string;
  category: BrazilOptimizationCategory;
  priority: Priority;
  description: string;
  currentState: string;
  optimizedState: string;
  implementation: string[];
  businessImpact: string;
  estimatedROI: string;
}

/** The spec's "Brazil optimisation" result. */
export interface BrazilOptimizationResult {
  url: string;
  companyName: string;
  location: string | null;
  /** 0–100: the weights of the passing checks. */
  localSeoScore: number;
  /** 0–100: the share of the compliance checks (LGPD policy, cookie consent, CNPJ) that pass. */
  brazilCompliance: number;
  totalOptimizations: number;
  optimizations: BrazilOptimization[];
  marketOpportunities: { localSearch: string; mobileUsers: string; paymentMethods: string; competitiveAdvantage: string };
  implementationRoadmap: { priority: Priority; title: string; steps: string[] }[];
  checks: BrazilCheckResult[];
}

export type BrazilOptimizationAnswer = BrazilOptimizationResult & ToolAnswer;

export const aiToolIds = ['content', 'strategic-planning', 'real-data', 'competitor-analysis', 'results-monitoring', 'brazil-optimization'] as const;
export type AiToolId = (typeof aiToolIds)[number];

/** `GET /api/ai-tools/runs/:id`: a tool run, for the competitor analysis' progress. */
export interface ToolRunView {
  id: string;
  tool: AiToolId;
  url: string;
  status: 'running' | 'completed' | 'failed';
  progress: number;
  step: string | null;
  error: string | null;
  createdAt: string;
  completedAt: string | null;
}

/** `GET /api/ai-tools/usage`: the workspace's real use of each tool. */
export interface ToolUsageResponse {
  tools: { tool: AiToolId; runs: number; runsThisMonth: number; aiRuns: number; lastRunAt: string | null }[];
  totals: { runs: number; runsThisMonth: number; aiRuns: number; templateRuns: number; tokensThisMonth: number };
  month: string;
}
