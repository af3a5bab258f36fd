import type { Language } from '@otimiza/sdk/shared';
import type { AnalysisProgressEvent, AnalysisStatus, AnalysisStep } from '@otimiza/plugin-analysis-shared';
import { failureIn, type StoredFailure } from '../analyses/analysis-failure.js';

/**
 * An analysis' progress as the feed carries it between processes: its failure in both languages,
 * so each reader answers it in its own (`progressEventIn`).
 */
export interface ProgressNotice {
  id: string;
  status: AnalysisStatus;
  percent: number;
  step: AnalysisStep | null;
  error: StoredFailure | null;
}

export const isFinal = (notice: Pick<ProgressNotice, 'status'>) => notice.status === 'completed' || notice.status === 'failed';

export function progressEventIn(notice: ProgressNotice, language: Language): AnalysisProgressEvent {
  return { id: notice.id, status: notice.status, percent: notice.percent, step: notice.step, error: failureIn(notice.error, language) };
}
