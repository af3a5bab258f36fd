import type { AnalysisRecord } from '@otimiza/sdk/server';
import { standingOf, type Language, type SpreadMetric } from '@otimiza/sdk/shared';
import type { CompetitorAnalysis, CompetitorComparisonRow, CompetitorSite } from '@otimiza/plugin-ai-tools-shared';
import { categoryLabel, scoreKeys, type Category } from '../audit-advice/category-labels.js';
import { countOf } from '../common/plural.js';

export type CompetitorBody = Omit<CompetitorAnalysis, 'source' | 'aiError' | 'runId'>;

const spreadMetric: Record<CompetitorComparisonRow['metric'], SpreadMetric> = {
  performanceScore: 'performance',
  seoScore: 'seo',
  accessibilityScore: 'accessibility',
  bestPracticesScore: 'bestPractices',
  loadTimeMs: 'largest-contentful-paint',
};

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
  return categoryLabel(
    (Object.keys(scoreKeys) as Category[]).find((key) => scoreKeys[key] === metric)!,
    language,
  );
}

/**
 * The target against its competitors, all audited the same way: per measure, the competitors'
 * average and the best one, and one standing (ahead / level / behind, level within the run-to-run
 * spread) that every part of the answer uses. Insights are sentences over these numbers.
 */
export function compareCompetitors(
  target: AnalysisRecord,
  competitors: AnalysisRecord[],
  failed: CompetitorBody['failed'],
  language: Language,
): CompetitorBody {
  const en = language === 'en';
  const targetSite = siteOf(target);
  const sites = competitors.map(siteOf);
  const metrics: CompetitorComparisonRow['metric'][] = ['performanceScore', 'seoScore', 'accessibilityScore', 'bestPracticesScore', 'loadTimeMs'];
  const comparison: CompetitorComparisonRow[] = metrics.map((metric) => {
    const lowerIsBetter = metric === 'loadTimeMs';
    const values = sites
      .map((site) => ({ domain: site.domain, url: site.url, value: site[metric] }))
      .filter((item): item is { domain: string; url: string; value: number } => item.value !== null);
    const best = values.length ? values.reduce((a, b) => ((lowerIsBetter ? b.value < a.value : b.value > a.value) ? b : a)) : null;
    const competitorAverage = average(values.map((item) => item.value));
    const targetValue = targetSite[metric];
    const standing = targetValue === null || competitorAverage === null ? null : standingOf(targetValue, competitorAverage, spreadMetric[metric]);
    return { metric, target: targetValue, competitorAverage, best, standing };
  });

  const gaps = sites.flatMap((site) =>
    (['performanceScore', 'seoScore', 'accessibilityScore', 'bestPracticesScore'] as const)
      .filter((metric) => standingOf(site[metric], targetSite[metric], spreadMetric[metric]) === 'ahead')
      .map((metric) => ({ domain: site.domain, url: site.url, metric, target: targetSite[metric], competitor: site[metric] })),
  );

  const advantages = comparison
    .filter((row) => row.standing === 'ahead')
    .map((row) => {
      if (row.metric === 'loadTimeMs') {
        return en
          ? `Loads faster than the average competitor (${row.target} ms vs ${row.competitorAverage} ms LCP).`
          : `Carrega mais rápido que o concorrente médio (LCP de ${row.target} ms contra ${row.competitorAverage} ms).`;
      }
      return en
        ? `${metricLabel(row.metric, language)} ${row.target! - row.competitorAverage!} points above the competitors’ average (${row.target} vs ${row.competitorAverage}).`
        : `${metricLabel(row.metric, language)} ${row.target! - row.competitorAverage!} pontos acima da média dos concorrentes (${row.target} contra ${row.competitorAverage}).`;
    });

  const averages = {
    performanceScore: comparison[0]!.competitorAverage ?? 0,
    seoScore: comparison[1]!.competitorAverage ?? 0,
    accessibilityScore: comparison[2]!.competitorAverage ?? 0,
    bestPracticesScore: comparison[3]!.competitorAverage ?? 0,
  };

  const sentence = (metric: Exclude<CompetitorComparisonRow['metric'], 'loadTimeMs'>) => {
    const row = comparison.find((item) => item.metric === metric)!;
    const label = metricLabel(metric, language);
    if (row.competitorAverage === null) return en ? `No competitor ${label} to compare.` : `Sem ${label} de concorrentes para comparar.`;
    const leader = row.best ? (en ? ` The best is ${row.best.domain} with ${row.best.value}.` : ` O melhor é ${row.best.domain}, com ${row.best.value}.`) : '';
    const where = {
      ahead: en ? 'ahead' : 'à frente',
      level: en ? 'level, within normal variation' : 'no mesmo nível, dentro da variação normal',
      behind: en ? 'behind' : 'atrás',
    }[row.standing!];
    return en
      ? `Your ${label}: ${row.target}; competitors’ average: ${row.competitorAverage} (${where}).${leader}`
      : `Seu ${label}: ${row.target}; média dos concorrentes: ${row.competitorAverage} (${where}).${leader}`;
  };

  const opportunities = gaps.map((gap) =>
    en
      ? `${gap.domain} leads on ${metricLabel(gap.metric, language)} (${gap.competitor} vs your ${gap.target}).`
      : `${gap.domain} lidera em ${metricLabel(gap.metric, language)} (${gap.competitor} contra seus ${gap.target}).`,
  );
  const weakest = comparison.filter((row) => row.standing === 'behind').map((row) => metricLabel(row.metric, language));
  const recommendations = weakest.length
    ? weakest.map((label) =>
        en ? `Work on ${label} first: it is where the competitors are ahead.` : `Trabalhe primeiro em ${label}: é onde os concorrentes estão à frente.`,
      )
    : [
        en
          ? 'You are level with or ahead of the competitors’ average on every measure: keep monitoring them.'
          : 'Você está no mesmo nível ou à frente da média dos concorrentes em todas as medidas: continue acompanhando.',
      ];
  const compared = comparison.filter((row) => row.standing !== null);
  const count = (standing: CompetitorComparisonRow['standing']) => compared.filter((row) => row.standing === standing).length;
  const summary = en
    ? `${countOf(sites.length, 'competitor', 'competitors')} audited with the same settings; of ${compared.length} measures you are ahead on ${count('ahead')}, level on ${count('level')} and behind on ${count('behind')}.`
    : `${countOf(sites.length, 'concorrente auditado', 'concorrentes auditados')} com as mesmas configurações; das ${compared.length} medidas, você está à frente em ${count('ahead')}, no mesmo nível em ${count('level')} e atrás em ${count('behind')}.`;

  return {
    target: { ...targetSite, advantages },
    competitors: sites,
    averages,
    comparison,
    gaps,
    insights: {
      performance: sentence('performanceScore'),
      seo: sentence('seoScore'),
      accessibility: sentence('accessibilityScore'),
      bestPractices: sentence('bestPracticesScore'),
      opportunities,
      recommendations,
      summary,
    },
    failed,
  };
}
