import { trendBetween, type LocalizedText } from '@otimiza/sdk/shared';
import type { CategoryScores, FixCategory } from './html-fixer.js';

/** What the proof says of one category: a change within the run-to-run spread (sdk score-spread) is 'stable'. */
export type VerifiedVerdict = 'improved' | 'stable' | 'regressed';

export interface VerifiedCategory {
  category: keyof CategoryScores;
  from: number;
  to: number;
  verdict: VerifiedVerdict;
}

/** A fix of the analysis that may explain a category falling beyond the spread. */
export interface SuspectFix {
  id: string;
  titles: LocalizedText;
}

export interface VerificationSummary {
  categories: VerifiedCategory[];
  /** For each category that fell beyond the spread, the applied fixes that touch it. */
  regressions: { category: keyof CategoryScores; fixes: SuspectFix[] }[];
  /** The heading of the proof, its notification and its e-mail: 'SEO +27, acessibilidade +40 verificados; desempenho estável'. */
  headline: LocalizedText;
}

const categoryOrder: (keyof CategoryScores)[] = ['performance', 'accessibility', 'seo', 'bestPractices'];

const names: Record<keyof CategoryScores, LocalizedText> = {
  performance: { pt: 'desempenho', en: 'performance' },
  accessibility: { pt: 'acessibilidade', en: 'accessibility' },
  seo: { pt: 'SEO', en: 'SEO' },
  bestPractices: { pt: 'boas práticas', en: 'best practices' },
};

const fixCategoryOf: Record<keyof CategoryScores, FixCategory> = {
  performance: 'performance',
  accessibility: 'accessibility',
  seo: 'seo',
  bestPractices: 'best-practices',
};

const signed = (points: number) => (points > 0 ? `+${points}` : `−${Math.abs(points)}`);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const listed = (items: string[], and: string) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`);

/**
 * The proof read with the same spread rule as every comparison (sdk `trendBetween`): a category
 * counts as improved or regressed only beyond what two runs of an unchanged page differ by.
 * `fixes` are the analysis' applied fixes; a regression names those of its category.
 */
export function verificationSummary(
  before: CategoryScores,
  after: CategoryScores,
  fixes: readonly { id: string; category: FixCategory; titles: LocalizedText }[],
): VerificationSummary {
  const categories = categoryOrder.map((category): VerifiedCategory => {
    const from = Math.round(before[category]);
    const to = Math.round(after[category]);
    const trend = trendBetween(from, to, category);
    return { category, from, to, verdict: trend === 'improving' ? 'improved' : trend === 'declining' ? 'regressed' : 'stable' };
  });
  const regressions = categories
    .filter((entry) => entry.verdict === 'regressed')
    .map((entry) => ({
      category: entry.category,
      fixes: fixes.filter((fix) => fix.category === fixCategoryOf[entry.category]).map((fix) => ({ id: fix.id, titles: fix.titles })),
    }));
  const headline = (language: 'pt' | 'en'): string => {
    const and = language === 'pt' ? 'e' : 'and';
    const named = (verdict: VerifiedVerdict) => categories.filter((entry) => entry.verdict === verdict);
    const improved = named('improved').map((entry) => `${names[entry.category][language]} ${signed(entry.to - entry.from)}`);
    const regressed = named('regressed').map((entry) => `${names[entry.category][language]} ${signed(entry.to - entry.from)}`);
    const stable = named('stable').map((entry) => names[entry.category][language]);
    const parts: string[] = [];
    if (improved.length > 0) parts.push(`${listed(improved, and)} ${language === 'pt' ? (improved.length > 1 ? 'verificados' : 'verificado') : 'verified'}`);
    if (regressed.length > 0) parts.push(`${language === 'pt' ? 'regressão em' : 'regression in'} ${listed(regressed, and)}`);
    if (stable.length > 0) {
      parts.push(`${listed(stable, and)} ${language === 'pt' ? (stable.length > 1 ? 'estáveis' : 'estável') : 'stable'}`);
    }
    if (improved.length === 0 && regressed.length === 0)
      parts[0] = language === 'pt' ? 'Nenhuma mudança além da variação normal' : 'No change beyond normal variation';
    return capitalised(parts.join('; '));
  };
  return { categories, regressions, headline: { pt: headline('pt'), en: headline('en') } };
}
