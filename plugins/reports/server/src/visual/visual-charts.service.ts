import { Injectable } from '@nestjs/common';
import { maxInsightsPerCard, type VisualChart, type VisualChartList, type VisualChartPoint, type VisualPeriod } from '@otimiza/plugin-reports-shared';
import { AnalysisPort, MetricStorePort, type AnalysisCategoryScores, type SiteSeries, type SiteValue } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { type SitePoints } from './visual-levels.js';
import { scoreMetrics, type ScoreMetric } from './visual-metric-catalogue.js';
import { counted, formatNumber, localized, mean, oneDecimal } from './visual-numbers.js';
import { bandNames, dayText, fixCategoryNames, lineName, lineOf, scoreNames, strategies, strategyNames, vitalNames } from './visual-texts.js';
import { dayOf, visualWindow, type VisualWindow } from './visual-window.js';

/** A line needs two days to show a direction. */
const minPoints = 2;
/** Lines per chart: the sites audited most recently. */
const maxSites = 8;
const sitesNoun = { pt: ['site', 'sites'], en: ['site', 'sites'] } as const;

const categoryOf: Record<ScoreMetric, keyof AnalysisCategoryScores> = {
  'score.performance': 'performance',
  'score.accessibility': 'accessibility',
  'score.seo': 'seo',
  'score.best-practices': 'bestPractices',
};

interface Move {
  site: string;
  metric: ScoreMetric;
  fromDay: string;
  toDay: string;
  from: number;
  to: number;
}

/**
 * The charts tab: score trends per site, the sites' score
 * distribution, Core Web Vitals over time and fixes by category, each with at most 2 insights
 * computed from the same data (the largest drop and the audit behind it, …). A chart whose
 * series have too few points says `insufficient` instead of drawing.
 */
@Injectable()
export class VisualChartsService {
  constructor(
    private readonly store: MetricStorePort,
    private readonly analyses: AnalysisPort,
  ) {}

  /**
   * `explain`: name the audit behind the largest drop (reads that site's analyses); the overview,
   * which counts the insights, leaves it out and reads the metric store only.
   */
  async list(workspaceId: string, period: VisualPeriod, { explain = true }: { explain?: boolean } = {}): Promise<VisualChartList> {
    const window = visualWindow(period);
    // Each site's latest score at the period's end: the distribution, and which sites were audited last.
    const latest = new Map<ScoreMetric, SiteValue[]>();
    await Promise.all(
      scoreMetrics.map(async (metric) =>
        latest.set(metric, await this.store.latestPerSite(workspaceId, { metric, on: window.to, since: window.lookbackFrom })),
      ),
    );
    const charts = await Promise.all([
      this.scoreTrends(workspaceId, window, latest, explain),
      this.scoreDistribution(workspaceId, window),
      this.coreWebVitals(workspaceId, window),
      this.fixesByCategory(workspaceId, window),
    ]);
    return { period, charts };
  }

  /** The period's days of the sites drawn (the most recently audited), per score: only their rows are read. */
  private async windowScores(workspaceId: string, window: VisualWindow, sites: readonly string[]): Promise<Map<ScoreMetric, SitePoints[]>> {
    const scores = new Map<ScoreMetric, SitePoints[]>();
    await Promise.all(
      scoreMetrics.map(async (metric) => {
        // A line per site and strategy: a site's mobile and desktop audits are never averaged or compared together.
        const perSite = await Promise.all(
          sites.map(async (site) =>
            (await this.store.series(workspaceId, { metric, from: window.from, to: window.to, site })).map((entry) => strategyLine(site, entry)),
          ),
        );
        scores.set(
          metric,
          perSite.flat().filter((entry) => entry.points.length > 0),
        );
      }),
    );
    return scores;
  }

  private async scoreTrends(workspaceId: string, window: VisualWindow, latest: Map<ScoreMetric, SiteValue[]>, explain: boolean): Promise<VisualChart> {
    const from = dayOf(window.from);
    const lastDayOf = new Map<string, string>();
    for (const metric of scoreMetrics)
      for (const entry of latest.get(metric) ?? []) if ((lastDayOf.get(entry.site) ?? '') < entry.day) lastDayOf.set(entry.site, entry.day);
    const lastDay = (site: string) => lastDayOf.get(site) ?? '';
    // A site with days in the period is one whose latest day (on or before its end) falls in it.
    const sites = [...new Set(scoreMetrics.flatMap((metric) => (latest.get(metric) ?? []).filter((entry) => entry.day >= from).map((entry) => entry.site)))]
      .sort((a, b) => (lastDay(b) < lastDay(a) ? -1 : lastDay(b) > lastDay(a) ? 1 : 0))
      .slice(0, maxSites);
    const scores = await this.windowScores(workspaceId, window, sites);
    const inWindow = (site: SitePoints) => site.points.filter((point) => point.day >= from);
    const data: VisualChartPoint[] = [];
    const moves: Move[] = [];
    for (const metric of scoreMetrics) {
      for (const site of scores.get(metric) ?? []) {
        const points = inWindow(site);
        for (const point of points) data.push({ x: point.day, series: site.site, group: metric, value: oneDecimal(point.value)! });
        for (let index = 1; index < points.length; index++) {
          const before = points[index - 1]!;
          const after = points[index]!;
          moves.push({ site: site.site, metric, fromDay: before.day, toDay: after.day, from: before.value, to: after.value });
        }
      }
    }
    const lines = [...new Set(scoreMetrics.flatMap((metric) => (scores.get(metric) ?? []).map((entry) => entry.site)))];
    const performance = scores.get('score.performance') ?? [];
    const sparseSeries = lines.filter(
      (line) => (performance.find((entry) => entry.site === line)?.points.filter((point) => point.day >= from).length ?? 0) < minPoints,
    );
    const drawable = moves.length > 0;
    const insights: LocalizedText[] = [];
    const drop = [...moves].filter((move) => move.to < move.from).sort((a, b) => b.from - b.to - (a.from - a.to))[0];
    if (drop) insights.push(explain ? await this.dropInsight(workspaceId, drop) : dropText(drop));
    const rise = [...moves].filter((move) => move.to > move.from).sort((a, b) => b.to - b.from - (a.to - a.from))[0];
    if (rise)
      insights.push(
        localized(
          {
            pt: 'Maior alta: {site} ganhou {points} pontos em {metric} ({from} → {to}) em {day}.',
            en: 'Largest rise: {site} gained {points} points in {metric} ({from} → {to}) on {day}.',
          },
          { site: lineName(rise.site), points: rise.to - rise.from, metric: scoreNames[rise.metric]!, from: rise.from, to: rise.to, day: dayText(rise.toDay) },
        ),
      );
    return {
      id: 'score-trends',
      type: 'line',
      title: { pt: 'Evolução das pontuações por site', en: 'Score trends per site' },
      subtitle: {
        pt: 'Média diária das análises de cada site, uma linha por estratégia (celular, computador)',
        en: 'Daily mean of each site’s analyses, a line per strategy (mobile, desktop)',
      },
      insights: insights.slice(0, maxInsightsPerCard),
      timeframe: window.period,
      data,
      status: drawable ? 'ok' : 'insufficient',
      sparseSeries,
      minPoints,
      unit: 'score',
      labels: { ...scoreNames, ...Object.fromEntries(lines.map((line) => [line, lineName(line)])) },
    };
  }

  /** The largest drop, and the audit behind it: the failing audit of that category, new since the analysis before, that costs the most points. */
  private async dropInsight(workspaceId: string, drop: Move): Promise<LocalizedText> {
    const { site, strategy } = lineOf(drop.site);
    const history = (await this.analyses.historyOf(workspaceId, site, new Date(`${drop.fromDay}T00:00:00Z`))).filter((record) => record.strategy === strategy);
    const onDay = (day: string) => history.filter((record) => (record.completedAt ?? record.createdAt).slice(0, 10) === day).at(-1);
    const before = onDay(drop.fromDay);
    const after = onDay(drop.toDay);
    const category = categoryOf[drop.metric];
    const known = new Set(before?.failingAudits.filter((audit) => audit.category === category).map((audit) => audit.id) ?? []);
    const culprit = after?.failingAudits.filter((audit) => audit.category === category && !known.has(audit.id)).sort((a, b) => b.gainPoints - a.gainPoints)[0];
    const values = {
      site: lineName(drop.site),
      points: drop.from - drop.to,
      metric: scoreNames[drop.metric]!,
      from: drop.from,
      to: drop.to,
      day: dayText(drop.toDay),
    };
    if (!culprit || !before) return dropText(drop);
    const title = culprit.titles ?? { pt: culprit.title, en: culprit.title };
    return localized(
      {
        pt: 'Maior queda: {site} perdeu {points} pontos em {metric} ({from} → {to}) em {day}; a auditoria que passou a falhar e mais pesa: “{audit}”.',
        en: 'Largest drop: {site} lost {points} points in {metric} ({from} → {to}) on {day}; the newly failing audit that weighs most: “{audit}”.',
      },
      { ...values, audit: title },
    );
  }

  /**
   * Per strategy (`group`), each site's band in each score from its latest analysis in that
   * strategy: a site's mobile and desktop audits are never averaged together, nor a day's audits.
   */
  private async scoreDistribution(workspaceId: string, window: VisualWindow): Promise<VisualChart> {
    const latestOf = (metric: ScoreMetric, strategy: string) =>
      this.store.latestPerSite(workspaceId, { metric, on: window.to, since: window.lookbackFrom, dimension: strategy, reading: 'latest' });
    const data: VisualChartPoint[] = [];
    const tallies = await Promise.all(
      strategies.flatMap((strategy) =>
        scoreMetrics.map(async (metric) => {
          const latest = (await latestOf(metric, strategy)).map((site) => site.value);
          const tally = { strategy, metric, sites: latest.length, good: 0, average: 0, poor: 0 };
          for (const value of latest)
            // The product's score bands: 90 and above good, 70–89 fair, below 70 poor.
            tally[value >= 90 ? 'good' : value >= 70 ? 'average' : 'poor'] += 1;
          return tally;
        }),
      ),
    );
    for (const tally of tallies)
      if (tally.sites > 0)
        for (const band of ['good', 'average', 'poor'] as const) data.push({ x: tally.metric, series: band, value: tally[band], group: tally.strategy });
    const sites = Math.max(0, ...tallies.map((tally) => tally.sites));
    const insights: LocalizedText[] = [];
    const weakest = [...tallies].filter((tally) => tally.poor > 0).sort((a, b) => b.poor / b.sites - a.poor / a.sites)[0];
    if (weakest)
      insights.push(
        localized(
          {
            pt: '{strategy}: {poor} de {sites} com {metric} abaixo de 70 na análise mais recente; é a categoria que mais precisa de atenção.',
            en: '{strategy}: {poor} of {sites} score below 70 in {metric} in their latest analysis; the category that needs most attention.',
          },
          { strategy: strategyNames[weakest.strategy]!, poor: weakest.poor, sites: counted(weakest.sites, sitesNoun), metric: scoreNames[weakest.metric]! },
        ),
      );
    const strongest = [...tallies].filter((tally) => tally.good > 0).sort((a, b) => b.good / b.sites - a.good / a.sites)[0];
    if (strongest)
      insights.push(
        localized(
          {
            pt: '{strategy}: {good} de {sites} com {metric} de 90 ou mais na análise mais recente.',
            en: '{strategy}: {good} of {sites} score 90 or more in {metric} in their latest analysis.',
          },
          {
            strategy: strategyNames[strongest.strategy]!,
            good: strongest.good,
            sites: counted(strongest.sites, sitesNoun),
            metric: scoreNames[strongest.metric]!,
          },
        ),
      );
    return {
      id: 'score-distribution',
      type: 'bar',
      title: { pt: 'Distribuição das pontuações', en: 'Score distribution' },
      subtitle: {
        pt: 'Sites por faixa, pela análise mais recente de cada um na estratégia escolhida (celular ou computador)',
        en: 'Sites per band, from each one’s latest analysis in the chosen strategy (mobile or desktop)',
      },
      insights: insights.slice(0, maxInsightsPerCard),
      timeframe: window.period,
      data,
      status: sites > 0 ? 'ok' : 'insufficient',
      sparseSeries: [],
      minPoints: 1,
      unit: 'count',
      labels: { ...scoreNames, ...bandNames, ...strategyNames },
    };
  }

  /**
   * A line per strategy (`series`) of each vital (`group`): each day the mean of that strategy's
   * analyses, a site's mobile and desktop audits never averaged together. The change in the period
   * compares the same pages in the same strategy only: the sites measured both on their first and
   * on a later day of the period, each from its first value to its latest.
   */
  private async coreWebVitals(workspaceId: string, window: VisualWindow): Promise<VisualChart> {
    const vitals = ['vitals.lcp', 'vitals.tbt', 'vitals.cls'] as const;
    const rounded = (metric: string, value: number) => (metric === 'vitals.cls' ? Math.round(value * 1000) / 1000 : Math.round(value));
    const lines = await Promise.all(
      vitals.flatMap((metric) =>
        strategies.map(async (strategy) => ({
          metric,
          strategy,
          points: await this.store.daily(workspaceId, { metric, from: window.from, to: window.to, dimension: strategy }),
        })),
      ),
    );
    const data: VisualChartPoint[] = lines.flatMap((line) =>
      line.points.map((point) => ({ x: point.day, series: line.strategy, group: line.metric, value: rounded(line.metric, point.value) })),
    );
    const sparseSeries = vitals.filter((metric) => lines.every((line) => line.metric !== metric || line.points.length < minPoints));
    const insights: LocalizedText[] = [];
    const lcpLines = lines.filter((line) => line.metric === 'vitals.lcp');
    const latestLine = lcpLines.find((line) => line.points.length > 0);
    const latest = latestLine?.points.at(-1);
    if (latestLine && latest) {
      const values = { strategy: strategyNames[latestLine.strategy]!, seconds: Math.round(latest.value / 100) / 10, day: dayText(latest.day) };
      insights.push(
        latest.value <= 2500
          ? localized(
              {
                pt: '{strategy}: LCP médio de {seconds} s em {day}, dentro do limite de 2,5 s do Google.',
                en: '{strategy}: mean LCP of {seconds} s on {day}, within Google’s 2.5 s limit.',
              },
              values,
            )
          : localized(
              {
                pt: '{strategy}: LCP médio de {seconds} s em {day}, acima do limite de 2,5 s do Google.',
                en: '{strategy}: mean LCP of {seconds} s on {day}, above Google’s 2.5 s limit.',
              },
              values,
            ),
      );
    }
    for (const strategy of strategies) {
      const change = await this.sameSitesChange(workspaceId, window, 'vitals.lcp', strategy);
      if (!change || change.from <= 0) continue;
      const percent = ((change.to - change.from) / change.from) * 100;
      insights.push(
        localized(
          percent <= 0
            ? {
                pt: '{strategy}: o LCP de {sites} medido no início e no fim do período caiu {change}% ({from} → {to} ms).',
                en: '{strategy}: the LCP of {sites} measured at the start and at the end of the period fell {change}% ({from} → {to} ms).',
              }
            : {
                pt: '{strategy}: o LCP de {sites} medido no início e no fim do período subiu {change}% ({from} → {to} ms).',
                en: '{strategy}: the LCP of {sites} measured at the start and at the end of the period rose {change}% ({from} → {to} ms).',
              },
          {
            strategy: strategyNames[strategy]!,
            sites: counted(change.sites, sitesNoun),
            change: formatNumber(Math.abs(percent)),
            from: Math.round(change.from),
            to: Math.round(change.to),
          },
        ),
      );
      break;
    }
    return {
      id: 'core-web-vitals',
      type: 'line',
      title: { pt: 'Core Web Vitals ao longo do tempo', en: 'Core Web Vitals over time' },
      subtitle: {
        pt: 'Média diária das análises, uma linha por estratégia (celular, computador): LCP e TBT em ms, CLS sem unidade',
        en: 'Daily mean of the analyses, a line per strategy (mobile, desktop): LCP and TBT in ms, CLS unitless',
      },
      insights: insights.slice(0, maxInsightsPerCard),
      timeframe: window.period,
      data,
      status: sparseSeries.length === vitals.length ? 'insufficient' : 'ok',
      sparseSeries,
      minPoints,
      unit: 'ms',
      labels: { ...vitalNames, ...strategyNames },
    };
  }

  /**
   * A metric's change in the period over the same pages in one strategy: the sites with a value on
   * two days or more of the period, the mean of their first values against the mean of their latest.
   */
  private async sameSitesChange(
    workspaceId: string,
    window: VisualWindow,
    metric: 'vitals.lcp',
    strategy: string,
  ): Promise<{ sites: number; from: number; to: number } | null> {
    const series = await this.store.series(workspaceId, { metric, from: window.from, to: window.to, dimension: strategy });
    const pairs = series.flatMap((entry) => {
      if (entry.site === null || entry.points.length < minPoints) return [];
      const points = [...entry.points].sort((a, b) => (a.day < b.day ? -1 : 1));
      return [{ from: points[0]!.value, to: points.at(-1)!.value }];
    });
    if (pairs.length === 0) return null;
    return { sites: pairs.length, from: mean(pairs.map((pair) => pair.from))!, to: mean(pairs.map((pair) => pair.to))! };
  }

  private async fixesByCategory(workspaceId: string, window: VisualWindow): Promise<VisualChart> {
    const [fixes, gains] = await Promise.all([
      this.store.series(workspaceId, { metric: 'fixes.applied', from: window.from, to: window.to }),
      this.store.daily(workspaceId, { metric: 'gains.verified', from: window.from, to: window.to }),
    ]);
    const byCategory = new Map<string, number>();
    for (const entry of fixes) {
      const category = entry.dimension || 'other';
      byCategory.set(category, (byCategory.get(category) ?? 0) + entry.points.reduce((sum, point) => sum + point.value, 0));
    }
    const data = [...byCategory.entries()].filter(([, value]) => value > 0).map(([category, value]) => ({ x: category, series: category, value }));
    const total = data.reduce((sum, point) => sum + point.value, 0);
    const insights: LocalizedText[] = [];
    const top = [...data].sort((a, b) => b.value - a.value)[0];
    if (top)
      insights.push(
        localized(
          {
            pt: '{category} concentra {share}% de {total} aplicadas no período.',
            en: '{category} accounts for {share}% of {total} applied in the period.',
          },
          {
            category: fixCategoryNames[top.x] ?? { pt: top.x, en: top.x },
            share: Math.round((top.value / total) * 100),
            total: counted(total, { pt: ['correção', 'correções'], en: ['fix', 'fixes'] }),
          },
        ),
      );
    const gained = gains.reduce((sum, point) => sum + point.value, 0);
    if (gains.length > 0)
      insights.push(
        localized(
          {
            pt: 'As correções verificadas somaram {points} pontos nas novas análises das páginas corrigidas.',
            en: 'Verified fixes added {points} points in the re-audits of the fixed pages.',
          },
          { points: oneDecimal(gained)! },
        ),
      );
    return {
      id: 'fixes-by-category',
      type: 'donut',
      title: { pt: 'Correções por categoria', en: 'Fixes by category' },
      subtitle: { pt: 'Correções aplicadas pelo corretor de HTML no período', en: 'Fixes the HTML fixer applied in the period' },
      insights: insights.slice(0, maxInsightsPerCard),
      timeframe: window.period,
      data,
      status: total > 0 ? 'ok' : 'insufficient',
      sparseSeries: [],
      minPoints: 1,
      unit: 'count',
      labels: { ...fixCategoryNames, other: { pt: 'Outras', en: 'Other' } },
    };
  }
}

/** The largest drop in words, without the audit behind it. */
function dropText(drop: Move): LocalizedText {
  return localized(
    {
      pt: 'Maior queda: {site} perdeu {points} pontos em {metric} ({from} → {to}) em {day}.',
      en: 'Largest drop: {site} lost {points} points in {metric} ({from} → {to}) on {day}.',
    },
    { site: lineName(drop.site), points: drop.from - drop.to, metric: scoreNames[drop.metric]!, from: drop.from, to: drop.to, day: dayText(drop.toDay) },
  );
}

/** A score's line: one site in one strategy (the series' dimension), its series key `<site> <strategy>`, oldest day first. */
function strategyLine(site: string, series: SiteSeries): SitePoints {
  return { site: `${site} ${series.dimension}`, points: [...series.points].sort((a, b) => (a.day < b.day ? -1 : 1)).map(({ day, value }) => ({ day, value })) };
}
