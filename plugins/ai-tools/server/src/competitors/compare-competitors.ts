import type { AnalysisRecord } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { CompetitorAnalysis, CompetitorComparisonRow, CompetitorSite } from '@otimiza/plugin-ai-tools-shared';
import { categoryLabel, scoreKeys, type Category } from '../audit-advice/category-labels.js';
import { countOf } from '../common/plural.js';

export type CompetitorBody = Omit<CompetitorAnalysis, 'source' | 'aiError' | 'runId'>;

/** A competitor is ahead (or behind) on a score when the gap is at least this many points. */
export const GAP_POINTS = 5;

function siteOf(analysis: AnalysisRecord): CompetitorSite {
  const lcp = analysis.metrics['largest-contentful-paint']?.value;
  return {
    domain: analysis.domain,
    url: analysis.url,
    analysisId: analysis.id,
    performanceScore: analysis.scores.performance,
    seoScore: analysis.scores.seo,
    accessibilityScore: analysis.scores.accessibility,
    bestPracticesScore: analysis.scores.bestPractices,
    loadTimeMs: typeof lcp === 'number' ? Math.round(lcp) : null,
  };
}

function average(values: number[]): number | null {
  return values.length ? Math.round(values.reduce((sum, value) => sum + value, 0) / values.length) : null;
}

function metricLabel(metric: CompetitorComparisonRow['metric'], language: Language): string {
  if (metric === 'loadTimeMs') return language === 'en' ? 'Load time (LCP)' : 'Tempo de carregamento (LCP)';
  return categoryLabel((Object.keys(scoreKeys) as Category[]).find((key) => scoreKeys[key] === metric)!, language);
}

/**
 * The target against its competitors, all audited the same way: per score, the competitors'
 * average and the best one; where a competitor beats the target by GAP_POINTS or more; where the
 * target is ahead of the average. Insights are sentences over these numbers.
 */
export function compareCompetitors(target: AnalysisRecord, competitors: AnalysisRecord[], failed: CompetitorBody['failed'], language: Language): CompetitorBody {
  const en = language === 'en';
  const targetSite = siteOf(target);
  const sites = competitors.map(siteOf);
  const metrics: CompetitorComparisonRow['metric'][] = ['performanceScore', 'seoScore', 'accessibilityScore', 'bestPracticesScore', 'loadTimeMs'];
  const comparison: CompetitorComparisonRow[] = metrics.map((metric) => {
    const lowerIsBetter = metric === 'loadTimeMs';
    const values = sites.map((site) => ({ domain: site.domain, url: site.url, value: site[metric] })).filter((item): item is { domain: string; url: string; value: number } => item.value !== null);
    const best = values.length ? values.reduce((a, b) => ((lowerIsBetter ? b.value < a.value : b.value > a.value) ? b : a)) : null;
    const competitorAverage = average(values.map((item) => item.value));
    const targetValue = targetSite[metric];
    const ahead = targetValue === null || competitorAverage === null ? null : lowerIsBetter ? targetValue <= competitorAverage : targetValue >= competitorAverage;
    return { metric, target: targetValue, competitorAverage, best, ahead };
  });

  const gaps = sites.flatMap((site) =>
    (['performanceScore', 'seoScore', 'accessibilityScore', 'bestPracticesScore'] as const)
      .filter((metric) => site[metric] - targetSite[metric] >= GAP_POINTS)
      .map((metric) => ({ domain: site.domain, url: site.url, metric, target: targetSite[metric], competitor: site[metric] })),
  );

  const advantages = comparison
    .filter((row) => row.metric !== 'loadTimeMs' && row.target !== null && row.competitorAverage !== null && row.target - row.competitorAverage >= GAP_POINTS)
    .map((row) =>
      en
        ? `${metricLabel(row.metric, language)} ${row.target! - row.competitorAverage!} points above the competitors’ average (${row.target} vs ${row.competitorAverage}).`
        : `${metricLabel(row.metric, language)} ${row.target! - row.competitorAverage!} pontos acima da média dos concorrentes (${row.target} contra ${row.competitorAverage}).`,
    );
  const loadRow = comparison.find((row) => row.metric === 'loadTimeMs')!;
  if (loadRow.target !== null && loadRow.competitorAverage !== null && loadRow.target < loadRow.competitorAverage) {
    advantages.push(en ? `Loads faster than the average competitor (${loadRow.target} ms vs ${loadRow.competitorAverage} ms LCP).` : `Carrega mais rápido que o concorrente médio (LCP de ${loadRow.target} ms contra ${loadRow.competitorAverage} ms).`);
  }

  const averages = {
    performanceScore: comparison[0]!.competitorAverage ?? 0,
    seoScore: comparison[1]!.competitorAverage ?? 0,
    accessibilityScore: comparison[2]!.competitorAverage ?? 0,
    bestPracticesScore: comparison[3]!.competitorAverage ?? 0,
  };

  const sentence = (metric: 'performanceScore' | 'seoScore') => {
    const row = comparison.find((item) => item.metric === metric)!;
    const label = metricLabel(metric, language);
    if (row.competitorAverage === null) return en ? `No competitor ${label} to compare.` : `Sem ${label} de concorrentes para comparar.`;
    const leader = row.best ? (en ? ` The best is ${row.best.domain} with ${row.best.value}.` : ` O melhor é ${row.best.domain}, com ${row.best.value}.`) : '';
    return en
      ? `Your ${label}: ${row.target}; competitors’ average: ${row.competitorAverage}.${leader}`
      : `Seu ${label}: ${row.target}; média dos concorrentes: ${row.competitorAverage}.${leader}`;
  };

  const opportunities = gaps.map((gap) =>
    en
      ? `${gap.domain} leads on ${metricLabel(gap.metric, language)} (${gap.competitor} vs your ${gap.target}).`
      : `${gap.domain} lidera em ${metricLabel(gap.metric, language)} (${gap.competitor} contra seus ${gap.target}).`,
  );
  const weakest = [...comparison].filter((row) => row.metric !== 'loadTimeMs' && row.ahead === false).map((row) => metricLabel(row.metric, language));
  const recommendations = weakest.length
    ? weakest.map((label) => (en ? `Work on ${label} first: it is where the competitors are ahead.` : `Trabalhe primeiro em ${label}: é onde os concorrentes estão à frente.`))
    : [en ? 'You are at or above the competitors’ average on every score: keep monitoring them.' : 'Você está na média ou acima dos concorrentes em todas as notas: continue acompanhando.'];
  const summary = en
    ? `${countOf(sites.length, 'competitor', 'competitors')} audited with the same settings; you are ahead on ${comparison.filter((row) => row.ahead).length} of ${comparison.filter((row) => row.ahead !== null).length} measures.`
    : `${countOf(sites.length, 'concorrente auditado', 'concorrentes auditados')} com as mesmas configurações; você está à frente em ${comparison.filter((row) => row.ahead).length} de ${comparison.filter((row) => row.ahead !== null).length} medidas.`;

  return {
    target: { ...targetSite, advantages },
    competitors: sites,
    averages,
    comparison,
    gaps,
    insights: { performance: sentence('performanceScore'), seo: sentence('seoScore'), opportunities, recommendations, summary },
    failed,
  };
}
