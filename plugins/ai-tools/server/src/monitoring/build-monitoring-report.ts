import type { AnalysisRecord } from '@otimiza/sdk/server';
import { lighthouseMetricAudits, noiseBetween, trendBetween, type Language, type SpreadMetric } from '@otimiza/sdk/shared';
import type { MonitoringRange, MonitoringReport, MonitoringTrend, Priority } from '@otimiza/plugin-ai-tools-shared';
import { auditEffort, auditTitle, timeframeOf } from '../audit-advice/audit-advice.js';
import { categoryLabel, scoreKeys, type Category } from '../audit-advice/category-labels.js';
import { decimal } from '../common/plural.js';
import { failingAuditsById } from '../audit-advice/failing-audits-by-id.js';
import { lighthouseTitleIn } from '../audit-advice/lighthouse-title.js';

export type MonitoringBody = Omit<MonitoringReport, 'source' | 'aiError' | 'runId'>;

const DAY_MS = 24 * 3600 * 1000;
export const rangeDays: Record<MonitoringRange, number> = { '7d': 7, '30d': 30, '90d': 90 };
/** The next review comes after this many days from the latest analysis: weekly, or monthly for the 90-day view. */
const reviewAfterDays: Record<MonitoringRange, number> = { '7d': 7, '30d': 7, '90d': 30 };
/** Measurements that move with the run, not problems a change of the page fixed: the metric audits and two timings. */
const metricAudits = new Set([...lighthouseMetricAudits, 'server-response-time', 'first-meaningful-paint']);
const spreadMetricOf = (metric: MonitoringTrend['metric']): SpreadMetric =>
  metric === 'loadTime'
    ? 'largest-contentful-paint'
    : metric === 'performanceScore'
      ? 'performance'
      : metric === 'seoScore'
        ? 'seo'
        : metric === 'accessibilityScore'
          ? 'accessibility'
          : 'bestPractices';

const recommendationCategory: Record<Category, MonitoringBody['recommendations'][number]['category']> = {
  seo: 'SEO',
  performance: 'Performance',
  accessibility: 'Acessibilidade',
  bestPractices: 'Boas práticas',
};

function loadTimeOf(analysis: AnalysisRecord): number | null {
  return analysis.metrics['largest-contentful-paint']?.value ?? null;
}

function dateText(iso: string, language: Language): string {
  return new Date(iso).toLocaleDateString(language === 'en' ? 'en-US' : 'pt-BR', { timeZone: 'America/Sao_Paulo' });
}

function trendOf(metric: MonitoringTrend['metric'], previous: number, current: number, from: string, to: string, language: Language): MonitoringTrend {
  const en = language === 'en';
  const change = Math.round((current - previous) * 10) / 10;
  const isLoad = metric === 'loadTime';
  const spreadMetric = spreadMetricOf(metric);
  const trend = trendBetween(previous, current, spreadMetric);
  const label = isLoad
    ? 'LCP'
    : categoryLabel(
        (Object.keys(scoreKeys) as Category[]).find((key) => scoreKeys[key] === metric)!,
        language,
      );
  const unit = isLoad ? ' ms' : '';
  const insights = [
    en ? `${label}: ${previous}${unit} on ${from}, ${current}${unit} on ${to}.` : `${label}: ${previous}${unit} em ${from}, ${current}${unit} em ${to}.`,
  ];
  if (trend === 'stable' && change !== 0) {
    const noise = Math.round(noiseBetween(previous, current, spreadMetric));
    insights.push(
      en
        ? `Stable: within normal variation (an unchanged page moves up to ±${noise}${unit} between runs).`
        : `Estável: dentro da variação normal (uma página sem mudanças varia até ±${noise}${unit} entre execuções).`,
    );
  }
  return { metric, trend, change, currentValue: current, previousValue: previous, insights };
}

/**
 * The monitoring report of one URL over a period, from the workspace's stored analyses of it:
 * the first and the latest of the period compared per score and load time (LCP). With fewer
 * than two analyses there is no trend to show, and the report says so.
 */
export function buildMonitoringReport(input: {
  url: string;
  companyName: string;
  businessType: string;
  period: MonitoringRange;
  history: AnalysisRecord[];
  now: Date;
  language: Language;
}): MonitoringBody {
  const { history, language, period } = input;
  const en = language === 'en';
  const latest = history.at(-1) ?? null;
  const first = history[0] ?? null;
  const base: MonitoringBody = {
    companyName: input.companyName,
    url: input.url,
    period,
    businessType: input.businessType,
    reportType: history.length >= 2 ? 'trend' : 'insufficient-data',
    analysesCount: history.length,
    history: history.map((analysis) => ({
      analysisId: analysis.id,
      createdAt: analysis.createdAt,
      performanceScore: analysis.scores.performance,
      seoScore: analysis.scores.seo,
      accessibilityScore: analysis.scores.accessibility,
      bestPracticesScore: analysis.scores.bestPractices,
      loadTimeMs: loadTimeOf(analysis),
    })),
    currentMetrics: latest
      ? {
          performanceScore: latest.scores.performance,
          seoScore: latest.scores.seo,
          accessibilityScore: latest.scores.accessibility,
          loadTime: loadTimeOf(latest),
        }
      : null,
    trends: [],
    alerts: [],
    recommendations: [],
    summary: {
      totalIssuesFixed: 0,
      totalOptimizations: latest?.appliedFixes.length ?? 0,
      overallImprovement: 0,
      nextReviewDate: new Date((latest ? Date.parse(latest.createdAt) : input.now.getTime()) + reviewAfterDays[period] * DAY_MS).toISOString(),
      priority: 'low',
    },
  };

  if (!latest || !first || history.length < 2) {
    base.alerts.push({
      type: 'info',
      priority: 'low',
      message: en
        ? `${history.length} analysis of this URL in the last ${rangeDays[period]} days: trends need at least two.`
        : `${history.length} análise desta URL nos últimos ${rangeDays[period]} dias: as tendências precisam de pelo menos duas.`,
      action: en ? 'Run a new analysis of this page, or schedule a recurring report.' : 'Rode uma nova análise desta página ou agende um relatório recorrente.',
    });
    if (latest) base.recommendations = recommendationsOf(latest, language);
    return base;
  }

  const from = dateText(first.createdAt, language);
  const to = dateText(latest.createdAt, language);
  const trends = (Object.keys(scoreKeys) as Category[]).map((category) =>
    trendOf(scoreKeys[category], first.scores[category], latest.scores[category], from, to, language),
  );
  const firstLoad = loadTimeOf(first);
  const latestLoad = loadTimeOf(latest);
  if (firstLoad !== null && latestLoad !== null) trends.push(trendOf('loadTime', Math.round(firstLoad), Math.round(latestLoad), from, to, language));
  base.trends = trends;

  for (const trend of trends.filter((item) => item.trend === 'declining')) {
    const critical = trend.metric !== 'loadTime' && trend.currentValue < 50;
    base.alerts.push({
      type: critical ? 'critical' : 'warning',
      priority: critical ? 'critical' : 'high',
      message: trend.insights[0]!,
      action: en
        ? 'Compare the two analyses and undo or fix what changed on the page.'
        : 'Compare as duas análises e desfaça ou corrija o que mudou na página.',
    });
  }
  for (const category of Object.keys(scoreKeys) as Category[]) {
    if (latest.scores[category] < 50 && !base.alerts.some((alert) => alert.message.startsWith(categoryLabel(category, language)))) {
      base.alerts.push({
        type: 'critical',
        priority: 'critical',
        message: en
          ? `${categoryLabel(category, language)} is ${latest.scores[category]}/100.`
          : `${categoryLabel(category, language)} está em ${latest.scores[category]}/100.`,
        action: en ? 'Start with the recommendations below.' : 'Comece pelas recomendações abaixo.',
      });
    }
  }
  base.recommendations = recommendationsOf(latest, language);

  // A problem fixed is an audit that failed in the first analysis and passes in the latest, not a metric that moved.
  const latestFailing = new Set(latest.failingAudits.map((audit) => audit.id));
  const fixed = new Set(first.failingAudits.filter((audit) => !metricAudits.has(audit.id) && !latestFailing.has(audit.id)).map((audit) => audit.id)).size;
  // Changes within the run-to-run spread count as none: the average moves only with real changes.
  const scoreChanges = base.trends.filter((trend) => trend.metric !== 'loadTime').map((trend) => (trend.trend === 'stable' ? 0 : trend.change));
  const priorities: Priority[] = ['critical', 'high', 'medium', 'low'];
  base.summary = {
    ...base.summary,
    totalIssuesFixed: fixed,
    overallImprovement: Math.round((scoreChanges.reduce((sum, change) => sum + change, 0) / scoreChanges.length) * 10) / 10,
    priority: priorities.find((priority) => base.alerts.some((alert) => alert.priority === priority)) ?? 'low',
  };
  return base;
}

function recommendationsOf(latest: AnalysisRecord, language: Language): MonitoringBody['recommendations'] {
  const en = language === 'en';
  return failingAuditsById(latest.failingAudits)
    .slice(0, 3)
    .map(({ main: audit }) => {
      const category = audit.category as Category;
      return {
        title: auditTitle(audit.id, lighthouseTitleIn(audit, language), language),
        category: recommendationCategory[category],
        priority: audit.gainPoints >= 8 ? 'high' : audit.gainPoints >= 3 ? 'medium' : 'low',
        description: en
          ? `Lighthouse: “${lighthouseTitleIn(audit, language)}” (${Math.round(audit.score * 100)}/100).`
          : `Lighthouse: “${lighthouseTitleIn(audit, language)}” (${Math.round(audit.score * 100)}/100).`,
        estimatedImpact: en
          ? `+${decimal(audit.gainPoints, language)} ${categoryLabel(category, language)} points at most`
          : `até +${decimal(audit.gainPoints, language)} pontos de ${categoryLabel(category, language)}`,
        timeToImplement: timeframeOf(auditEffort(audit.id), language),
      };
    });
}
