import type { RecurringReportView, RecurringRunView, RecurringFrequency } from '@otimiza/plugin-reports-shared';

export interface RecurringReportRow {
  id: string;
  workspace_id: string;
  name: string;
  urls: string[];
  frequency: RecurringFrequency;
  recipients: string[];
  settings: RecurringReportView['settings'];
  language: 'pt' | 'en';
  is_active: boolean;
  next_run: Date | null;
  created_at: Date;
}

export interface RecurringRunRow {
  id: string;
  report_id: string;
  scheduled_for: Date;
  status: RecurringRunView['status'];
  attempts: number;
  error: string | null;
  analysis_ids: string[];
  emailed_to: string[];
  started_at: Date;
  finished_at: Date | null;
}

export const reportColumns = 'id, workspace_id, name, urls, frequency, recipients, settings, language, is_active, next_run, created_at';
export const runColumns = 'id, report_id, scheduled_for, status, attempts, error, analysis_ids, emailed_to, started_at, finished_at';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function toRunView(row: RecurringRunRow): RecurringRunView {
  return {
    id: row.id,
    scheduledFor: iso(row.scheduled_for)!,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    analysisIds: row.analysis_ids,
    emailedTo: row.emailed_to,
    startedAt: iso(row.started_at)!,
    finishedAt: iso(row.finished_at),
  };
}

export function toReportView(row: RecurringReportRow, lastRun: RecurringRunRow | null): RecurringReportView {
  return {
    id: row.id,
    name: row.name,
    urls: row.urls,
    frequency: row.frequency,
    recipients: row.recipients,
    nextRun: row.is_active ? iso(row.next_run) : null,
    isActive: row.is_active,
    settings: row.settings,
    lastRun: lastRun ? toRunView(lastRun) : null,
    createdAt: iso(row.created_at)!,
  };
}
