import type { FailingAudit, PageSpeedMetric, PageSpeedOpportunity, PageSpeedResults } from '@otimiza/plugin-analysis-shared';

type StoredTexts<T, Optional extends keyof T> = Omit<T, Optional> & Partial<Pick<T, Optional>>;

/**
 * `page_speed_results` as stored: `title` and `display` in English; `titles`, `descriptions` and
 * `displays` in both languages on analyses stored since they were kept (older ones lack them).
 */
export interface StoredPageSpeedResults extends Omit<PageSpeedResults, 'metrics' | 'opportunities' | 'failingAudits'> {
  metrics: Record<string, StoredTexts<PageSpeedMetric, 'displays'>>;
  opportunities: StoredTexts<PageSpeedOpportunity, 'titles' | 'descriptions'>[];
  failingAudits?: StoredTexts<FailingAudit, 'titles' | 'descriptions'>[];
}
