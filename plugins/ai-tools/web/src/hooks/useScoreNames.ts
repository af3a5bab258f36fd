import { useLingui } from '@lingui/react/macro';

export type ScoreName = 'performanceScore' | 'seoScore' | 'accessibilityScore' | 'bestPracticesScore';

/** The four scores' names in the interface language. */
export function useScoreNames(): Record<ScoreName, string> {
  const { t } = useLingui();
  return { performanceScore: t`Performance`, seoScore: t`SEO`, accessibilityScore: t`Acessibilidade`, bestPracticesScore: t`Boas práticas` };
}
