import { defineEvent } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';

/** A scheduled compliance audit scored below its previous run, or found critical failures the previous run did not have. */
export const auditRegression = defineEvent<{
  reportId: string;
  previousReportId: string;
  monitorId: string;
  monitorName: string;
  from: number;
  to: number;
  /** Checks that passed in the previous run and fail now, most severe first. */
  newFailures: { checkId: string; url: string; title: LocalizedText; severity: 'critical' | 'high' | 'medium' | 'low' }[];
}>('audit.regression');
