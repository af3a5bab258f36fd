import { Injectable } from '@nestjs/common';
import { AnalysisPort, MetricStorePort, type AnalysisRecord } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import type { InsightList, InsightRecommendation, InsightView } from '@otimiza/plugin-analytics-shared';
import { dayDate, type DashboardWindow } from '../kpis/dashboard-window.js';
import type { KpiBase } from '../kpis/kpi-figures.js';
import { MIN_FORECAST_DAYS, accuracyOf, linearForecast, round } from '../statistics/forecast.js';
import { MIN_ANOMALY_POINTS, medianBaselineAccuracy, robustAnomalies } from '../statistics/robust-z.js';
import { SiteAnalyses, auditTitle, worstAudits } from '../sites/site-analyses.js';

const MIN_VERIFIED = 3;
/** Lighthouse's poor band: a site forecast below it is at risk. */
const POOR_SCORE = 50;
const MAX_OPPORTUNITIES = 2;

const anomalyModel = { pt: 'Z-score robusto (mediana e MAD), limite |z| > 3,5', en: 'Robust z-score (median and MAD), threshold |z| > 3.5' };
const forecastModel = { pt: 'Regressão linear (mínimos quadrados) sobre a série diária', en: 'Linear regression (least squares) on the daily series' };
const opportunityModel = {
  pt: 'Pontos estimados pelo Lighthouse (peso da auditoria × nota que falta)',
  en: 'Points estimated by Lighthouse (audit weight × missing score)',
};
const fmt = (value: number, language: 'pt' | 'en') => value.toLocaleString(language === 'pt' ? 'pt-BR' : 'en-US', { maximumFractionDigits: 1 });
const both = (text: (language: 'pt' | 'en') => string): LocalizedText => ({ pt: text('pt'), en: text('en') });

/** The fix of a site's costliest failing audit, from its latest analysis. */
function fixAudit(
  record: AnalysisRecord | null | undefined,
  category: 'performance' | 'accessibility' | 'seo' | 'bestPractices' = 'performance',
): InsightRecommendation[] {
  const audit = record ? worstAudits(record, category)[0] : undefined;
  if (!audit) return [];
  const title = auditTitle(audit);
  return [
    {
      action: both((l) => (l === 'pt' ? `Corrigir “${title.pt}”` : `Fix “${title.en}”`)),
      effort: audit.gainPoints >= 10 ? 'medium' : 'low',
      expectedImpact: both((l) =>
        l === 'pt'
          ? `até +${fmt(audit.gainPoints, l)} pontos na nota (estimativa do Lighthouse)`
          : `up to +${fmt(audit.gainPoints, l)} score points (Lighthouse's estimate)`,
      ),
    },
  ];
}

/** Anomaly, forecast, risk and opportunity insights, each with its model and its measured accuracy. */
@Injectable()
export class InsightsService {
  constructor(
    private readonly store: MetricStorePort,
    private readonly analyses: AnalysisPort,
    private readonly sites: SiteAnalyses,
  ) {}

  async compute(
    workspaceId: string,
    window: DashboardWindow,
    kpis: readonly KpiBase[],
    now: Date,
  ): Promise<Omit<InsightList, 'computedAt' | 'strategy' | 'strategySource'>> {
    const lastCalculated = now.toISOString();
    const range = { from: dayDate(window.historyFrom), to: dayDate(window.to) };
    const [series, lcpSeries, latest] = await Promise.all([
      this.store.series(workspaceId, { metric: 'score.performance', ...range }),
      this.store.series(workspaceId, { metric: 'vitals.lcp', ...range }),
      this.sites.latest(workspaceId),
    ]);
    const bySite = new Map(latest.map((record) => [record.url, record]));
    const siteSeries = series.filter((entry) => entry.site !== null);
    const insights: InsightView[] = [];

    // Anomalies: each site's daily performance score and LCP, judged against the site's own median.
    const watched = [
      { series: siteSeries, better: 'higher' as const, metric: { pt: 'Nota de desempenho atípica', en: 'performance score' }, unit: '' },
      { series: lcpSeries.filter((entry) => entry.site !== null), better: 'lower' as const, metric: { pt: 'LCP atípico', en: 'LCP' }, unit: ' ms' },
    ];
    for (const { series: entries, better, metric, unit } of watched) {
      for (const entry of entries) {
        const points = entry.points.map((point) => ({ day: point.day, value: point.value }));
        const anomaly = robustAnomalies(points).find((found) => found.day >= window.from);
        if (!anomaly) continue;
        const site = entry.site!;
        const worse = better === 'higher' ? anomaly.value < anomaly.median : anomaly.value > anomaly.median;
        const record = worse ? (bySite.get(site) ?? (await this.analyses.latestBefore(workspaceId, site, now))) : null;
        insights.push({
          id: `anomaly:${metric.en}:${site}:${anomaly.day}`,
          type: 'anomaly',
          title: both((l) =>
            l === 'pt' ? `${metric.pt}${worse ? ' (piora)' : ' (melhora)'} em ${site}` : `Unusual ${metric.en}${worse ? ' (worse)' : ' (better)'} on ${site}`,
          ),
          description: both((l) =>
            l === 'pt'
              ? `Em ${anomaly.day}: ${fmt(anomaly.value, l)}${unit}, contra a mediana de ${fmt(anomaly.median, l)}${unit} (z robusto ${fmt(anomaly.z, l)}, ${points.length} dias).`
              : `On ${anomaly.day}: ${fmt(anomaly.value, l)}${unit}, against a median of ${fmt(anomaly.median, l)}${unit} (robust z ${fmt(anomaly.z, l)}, ${points.length} days).`,
          ),
          impact: worse ? 'high' : 'low',
          urgency: worse ? 'high' : 'low',
          site,
          prediction: null,
          model: anomalyModel,
          modelAccuracy: medianBaselineAccuracy(points),
          modelAccuracyReason: null,
          recommendations: worse ? fixAudit(record) : [],
          lastCalculated,
        });
      }
    }

    // Forecast: the workspace's average performance 30 days ahead, in the strategy the KPI reads.
    const performance = kpis.find((kpi) => kpi.id === 'performance');
    if (performance?.forecast) {
      const forecast = performance.forecast;
      const opportunities = this.opportunities(latest);
      const onDevice = performance.strategy === 'desktop' ? { pt: 'no computador', en: 'desktop' } : { pt: 'no celular', en: 'mobile' };
      insights.push({
        id: 'forecast:performance',
        type: 'forecast',
        title: both((l) => (l === 'pt' ? `Previsão do desempenho médio ${onDevice.pt} em 30 dias` : `Average ${onDevice.en} performance forecast in 30 days`)),
        description: both((l) =>
          l === 'pt'
            ? `Tendência atual leva o desempenho médio ${onDevice.pt} a ${fmt(forecast.value, l)} (intervalo de 95%: ${fmt(forecast.lower, l)}–${fmt(forecast.upper, l)}); a média do período ${onDevice.pt} é ${fmt(performance.value ?? 0, l)}.`
            : `The current trend takes average ${onDevice.en} performance to ${fmt(forecast.value, l)} (95% interval: ${fmt(forecast.lower, l)}–${fmt(forecast.upper, l)}); the period's ${onDevice.en} mean is ${fmt(performance.value ?? 0, l)}.`,
        ),
        impact: forecast.value < (performance.value ?? 0) ? 'high' : 'medium',
        urgency: 'medium',
        site: null,
        prediction: { value: forecast.value, lower: forecast.lower, upper: forecast.upper, confidence: forecast.accuracy, timeframe: '30d' },
        model: forecastModel,
        modelAccuracy: forecast.accuracy,
        modelAccuracyReason: null,
        recommendations: opportunities.slice(0, 1).map((opportunity) => opportunity.recommendation),
        lastCalculated,
      });
    }

    // Risks: sites whose own trend falls into the poor band within 30 days.
    for (const entry of siteSeries) {
      const points = entry.points.map((point) => ({ day: point.day, value: point.value }));
      const forecast = linearForecast(points, { mode: 'level', min: 0, max: 100 });
      if (!forecast || forecast.slopePerDay >= 0 || forecast.value >= POOR_SCORE) continue;
      const site = entry.site!;
      insights.push({
        id: `risk:${site}`,
        type: 'risk',
        title: both((l) => (l === 'pt' ? `Risco de desempenho ruim em ${site}` : `Risk of poor performance on ${site}`)),
        description: both((l) =>
          l === 'pt'
            ? `A nota cai ${fmt(-forecast.slopePerDay * 7, l)} pontos por semana e deve chegar a ${fmt(forecast.value, l)} em 30 dias (intervalo ${fmt(forecast.lower, l)}–${fmt(forecast.upper, l)}).`
            : `The score falls ${fmt(-forecast.slopePerDay * 7, l)} points a week and should reach ${fmt(forecast.value, l)} in 30 days (interval ${fmt(forecast.lower, l)}–${fmt(forecast.upper, l)}).`,
        ),
        impact: 'high',
        urgency: forecast.upper < POOR_SCORE ? 'high' : 'medium',
        site,
        prediction: { value: forecast.value, lower: forecast.lower, upper: forecast.upper, confidence: forecast.accuracy, timeframe: '30d' },
        model: forecastModel,
        modelAccuracy: forecast.accuracy,
        modelAccuracyReason: null,
        recommendations: fixAudit(bySite.get(site) ?? (await this.analyses.latestBefore(workspaceId, site, now))),
        lastCalculated,
      });
    }

    // Opportunities: the failing audits that cost the most points across the sites.
    const accuracy = this.estimateAccuracy(latest);
    for (const opportunity of this.opportunities(latest).slice(0, MAX_OPPORTUNITIES)) {
      insights.push({
        id: `opportunity:${opportunity.auditId}`,
        type: 'opportunity',
        title: opportunity.title,
        description: opportunity.description,
        impact: opportunity.points >= 20 ? 'high' : opportunity.points >= 5 ? 'medium' : 'low',
        urgency: 'medium',
        site: null,
        prediction: { value: round(opportunity.points, 1), lower: null, upper: null, confidence: accuracy.value, timeframe: 'next-fix' },
        model: opportunityModel,
        modelAccuracy: accuracy.value,
        modelAccuracyReason: accuracy.reason,
        recommendations: [opportunity.recommendation],
        lastCalculated,
      });
    }

    const longest = Math.max(0, ...siteSeries.map((entry) => entry.points.length));
    const reason =
      insights.length === 0
        ? both((l) =>
            l === 'pt'
              ? `Dados insuficientes: anomalias pedem ${MIN_ANOMALY_POINTS} dias de notas de um site e previsões ${MIN_FORECAST_DAYS} (o site com mais dados tem ${longest}); oportunidades pedem uma análise com auditorias reprovadas.`
              : `Not enough data: anomalies need ${MIN_ANOMALY_POINTS} days of a site's scores and forecasts ${MIN_FORECAST_DAYS} (the site with most data has ${longest}); opportunities need an analysis with failing audits.`,
          )
        : null;
    return { insights, reason };
  }

  /** Failing audits summed over the sites' latest analyses, costliest first. */
  private opportunities(records: readonly AnalysisRecord[]) {
    // An audit may cost points in more than one category of a site: its points add up, its site counts once.
    const byAudit = new Map<string, { audit: AnalysisRecord['failingAudits'][number]; points: number; urls: Set<string> }>();
    for (const record of records) {
      for (const audit of record.failingAudits) {
        const entry = byAudit.get(audit.id) ?? { audit, points: 0, urls: new Set<string>() };
        entry.points += audit.gainPoints;
        entry.urls.add(record.url);
        byAudit.set(audit.id, entry);
      }
    }
    return [...byAudit.values()]
      .filter((entry) => entry.points > 0)
      .sort((a, b) => b.points - a.points)
      .map(({ audit, points, urls }) => {
        const sites = urls.size;
        const title = auditTitle(audit);
        return {
          auditId: audit.id,
          points,
          title: both((l) => (l === 'pt' ? `Oportunidade: “${title.pt}”` : `Opportunity: “${title.en}”`)),
          description: both((l) =>
            l === 'pt'
              ? `Reprovada em ${sites} site(s); corrigi-la vale até ${fmt(points, l)} pontos somados nas notas.`
              : `Failing on ${sites} site(s); fixing it is worth up to ${fmt(points, l)} score points in total.`,
          ),
          recommendation: {
            action: both((l) => (l === 'pt' ? `Corrigir “${title.pt}” nos ${sites} site(s)` : `Fix “${title.en}” on the ${sites} site(s)`)),
            effort: sites > 3 ? 'high' : sites > 1 ? 'medium' : 'low',
            expectedImpact: both((l) =>
              l === 'pt' ? `até +${fmt(points, l)} pontos (estimativa do Lighthouse)` : `up to +${fmt(points, l)} points (Lighthouse's estimate)`,
            ),
          } satisfies InsightRecommendation,
        };
      });
  }

  /**
   * How well Lighthouse's estimate predicted the verified gains: for each verified improvement, the
   * performance points its failing audits promised (capped at the points left) against the points
   * the proof measured (1 − WAPE). Null below MIN_VERIFIED verified improvements.
   */
  private estimateAccuracy(records: readonly AnalysisRecord[]): { value: number | null; reason: LocalizedText | null } {
    const verified = records.filter((record) => record.verification.before && record.verification.after);
    if (verified.length < MIN_VERIFIED) {
      return {
        value: null,
        reason: both((l) =>
          l === 'pt'
            ? `Dados insuficientes: a precisão é medida com pelo menos ${MIN_VERIFIED} melhorias verificadas (há ${verified.length}).`
            : `Not enough data: the accuracy is measured with at least ${MIN_VERIFIED} verified improvements (there are ${verified.length}).`,
        ),
      };
    }
    const actual = verified.map((record) => Math.max(0, record.verification.after!.performance - record.verification.before!.performance));
    const predicted = verified.map((record) =>
      Math.min(
        100 - record.verification.before!.performance,
        worstAudits(record, 'performance').reduce((sum, audit) => sum + audit.gainPoints, 0),
      ),
    );
    return { value: round(accuracyOf(actual, predicted), 4), reason: null };
  }
}
