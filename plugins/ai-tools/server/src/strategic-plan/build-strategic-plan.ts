import type { AnalysisRecord } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { Priority, StrategicPlan, StrategicRecommendation } from '@otimiza/plugin-ai-tools-shared';
import { auditEffort, auditTitle, timeframeOf, type Effort } from '../audit-advice/audit-advice.js';
import { categoryLabel, type Category } from '../audit-advice/category-labels.js';
import { failingAuditsById } from '../audit-advice/failing-audits-by-id.js';
import { lighthouseTitleIn } from '../audit-advice/lighthouse-title.js';

/** The spec caps the recommendations shown at 5. */
export const MAX_RECOMMENDATIONS = 5;

type PlanBody = Omit<StrategicPlan, 'source' | 'aiError' | 'runId'>;

function priorityOf(gainPoints: number, categoryScore: number): Priority {
  if (gainPoints >= 8) return categoryScore < 50 ? 'critical' : 'high';
  if (gainPoints >= 3) return 'medium';
  return 'low';
}

const effortRank: Record<Effort, number> = { low: 0, medium: 1, high: 2 };

function formatSeconds(ms: number, language: Language): string {
  return `${(ms / 1000).toLocaleString(language === 'en' ? 'en-US' : 'pt-BR', { maximumFractionDigits: 1 })} s`;
}

/**
 * The strategic plan from an analysis: its failing audits ranked by the points they cost their
 * category (weight × missing score), at most five, each with its effort and timeframe; a monthly
 * roadmap from the quick wins to the heavy work; the impact stated as the scores those audits
 * would give back — never as invented traffic figures.
 */
export function buildStrategicPlan(analysis: AnalysisRecord, language: Language): PlanBody {
  const en = language === 'en';
  const ranked = failingAuditsById(analysis.failingAudits).slice(0, MAX_RECOMMENDATIONS);
  const recommendations: StrategicRecommendation[] = ranked.map(({ main: audit }) => {
    const effort = auditEffort(audit.id);
    const category = audit.category as Category;
    const label = categoryLabel(category, language);
    const score = analysis.scores[category];
    const points = audit.gainPoints.toLocaleString(en ? 'en-US' : 'pt-BR');
    const lighthouseTitle = lighthouseTitleIn(audit, language);
    return {
      id: audit.id,
      title: auditTitle(audit.id, lighthouseTitle, language),
      priority: priorityOf(audit.gainPoints, score),
      description: en
        ? `Lighthouse audit “${lighthouseTitle}” scores ${Math.round(audit.score * 100)}/100 and costs ${label} ${points} points (weight ${audit.weight}). ${label} is ${score} today.`
        : `A auditoria “${lighthouseTitle}” do Lighthouse está em ${Math.round(audit.score * 100)}/100 e custa ${points} pontos de ${label} (peso ${audit.weight}). ${label} está em ${score} hoje.`,
      effort,
      timeframe: timeframeOf(effort, language),
      category,
      gainPoints: audit.gainPoints,
      audits: [audit.id],
    };
  });

  const gains: Record<Category, number> = { performance: 0, accessibility: 0, seo: 0, bestPractices: 0 };
  for (const audit of ranked.flatMap((item) => item.entries)) gains[audit.category as Category] += audit.gainPoints;
  const reach = (category: Category) => Math.min(100, Math.round(analysis.scores[category] + gains[category]));
  const projected: AnalysisRecord['scores'] = {
    performance: reach('performance'),
    accessibility: reach('accessibility'),
    seo: reach('seo'),
    bestPractices: reach('bestPractices'),
  };

  return {
    url: analysis.url,
    analysisId: analysis.id,
    analyzedAt: analysis.createdAt,
    currentState: {
      performanceScore: analysis.scores.performance,
      seoScore: analysis.scores.seo,
      accessibilityScore: analysis.scores.accessibility,
      bestPracticesScore: analysis.scores.bestPractices,
    },
    strategicRecommendations: recommendations,
    roadmap: roadmapOf(recommendations, new Map(ranked.map((item) => [item.main.id, item.entries])), analysis, language),
    estimatedImpact: impactOf(recommendations, analysis, projected, language),
    projectedScores: {
      performanceScore: projected.performance,
      seoScore: projected.seo,
      accessibilityScore: projected.accessibility,
      bestPracticesScore: projected.bestPractices,
    },
  };
}

/**
 * Month 1 the quick wins, month 2 the medium work, month 3 the heavy work; each month ends with a
 * new audit. Each month starts where the one before ends, counting every category an audit costs,
 * so the last month ends at the plan's one projection.
 */
function roadmapOf(
  recommendations: StrategicRecommendation[],
  entriesById: ReadonlyMap<string, readonly { category: string; gainPoints: number }[]>,
  analysis: AnalysisRecord,
  language: Language,
): PlanBody['roadmap'] {
  const en = language === 'en';
  const months = [0, 1, 2].map((rank) => recommendations.filter((item) => effortRank[item.effort] === rank));
  const gained: Record<Category, number> = { performance: 0, accessibility: 0, seo: 0, bestPractices: 0 };
  const reached = (category: Category) => Math.min(100, Math.round(analysis.scores[category] + gained[category]));
  const result: PlanBody['roadmap'] = [];
  for (const items of months) {
    if (!items.length) continue;
    const byCategory = new Map<Category, number>();
    for (const entry of items.flatMap((item) => entriesById.get(item.id) ?? []))
      byCategory.set(entry.category as Category, (byCategory.get(entry.category as Category) ?? 0) + entry.gainPoints);
    const deliverables = [...byCategory].map(([category, gain]) => {
      const from = reached(category);
      gained[category] += gain;
      const to = reached(category);
      return en ? `${categoryLabel(category, language)} from ${from} to about ${to}` : `${categoryLabel(category, language)} de ${from} para cerca de ${to}`;
    });
    deliverables.push(en ? 'A new audit to measure the change' : 'Nova análise para medir a mudança');
    result.push({
      month: en ? `Month ${result.length + 1}` : `Mês ${result.length + 1}`,
      milestones: items.map((item) => item.title),
      deliverables,
    });
  }
  return result;
}

function impactOf(
  recommendations: StrategicRecommendation[],
  analysis: AnalysisRecord,
  projected: AnalysisRecord['scores'],
  language: Language,
): PlanBody['estimatedImpact'] {
  const en = language === 'en';
  const seoGain = projected.seo - analysis.scores.seo;
  const seoAudits = recommendations.filter((item) => item.category === 'seo').length;
  const failingSeo = analysis.failingAudits.filter((audit) => audit.category === 'seo').length;
  const lcp = analysis.metrics['largest-contentful-paint']?.value ?? null;
  const savings = analysis.opportunities.reduce((sum, opportunity) => sum + opportunity.savingsMs, 0);
  const slowest = recommendations.reduce<Effort>((worst, item) => (effortRank[item.effort] > effortRank[worst] ? item.effort : worst), 'low');
  if (!recommendations.length) {
    const none = en ? 'No failing audit left: keep monitoring.' : 'Nenhuma auditoria com falha: continue monitorando.';
    return { trafficIncrease: none, rankingImprovement: none, conversionBoost: none, timeToResults: none };
  }
  return {
    trafficIncrease: en
      ? `SEO ${analysis.scores.seo} → ${projected.seo} (+${seoGain} points) and accessibility ${analysis.scores.accessibility} → ${projected.accessibility}: a page search engines and more visitors can read.`
      : `SEO ${analysis.scores.seo} → ${projected.seo} (+${seoGain} pontos) e acessibilidade ${analysis.scores.accessibility} → ${projected.accessibility}: uma página que buscadores e mais visitantes conseguem ler.`,
    rankingImprovement: en
      ? `${seoAudits} of the ${failingSeo} failing SEO audits addressed in this plan.`
      : `${seoAudits} das ${failingSeo} auditorias de SEO com falha tratadas neste plano.`,
    conversionBoost:
      lcp !== null
        ? en
          ? `The main content appears in ${formatSeconds(lcp, language)} (LCP); the page’s opportunities save up to ${formatSeconds(savings, language)}.`
          : `O conteúdo principal aparece em ${formatSeconds(lcp, language)} (LCP); as oportunidades da página economizam até ${formatSeconds(savings, language)}.`
        : en
          ? 'No load-time measurement in this analysis.'
          : 'Sem medição de carregamento nesta análise.',
    timeToResults: en
      ? `Changes done in about ${timeframeOf(slowest, language)}; search engines reflect them after re-indexing the page.`
      : `Mudanças feitas em cerca de ${timeframeOf(slowest, language)}; os buscadores refletem após reindexar a página.`,
  };
}
