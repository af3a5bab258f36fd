import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@otimiza/sdk/web';
import type { CategoryScores } from './sampleMeasurements';

/** The four Lighthouse categories' names, and the measurements' date, in the interface language. */
export function useScoreLabels() {
  const { t, i18n } = useLingui();
  const labels: Record<keyof CategoryScores, string> = {
    performance: t`Performance`,
    accessibility: t`Acessibilidade`,
    seo: t`SEO`,
    bestPractices: t`Boas práticas`,
  };
  // A day without a time: read in UTC, so that no time zone moves it to the day before.
  return { labels, day: (isoDay: string) => formatDate(isoDay, i18n.locale, 'UTC') };
}
