import type { CreateRecurringReport, RecurringFrequency, RecurringReportView } from '@otimiza/plugin-reports-shared';

/** The recurring report dialog's form, to create a report or to configure one. */
export interface RecurringFormValues {
  name: string;
  urls: string[];
  recipients: string[];
  frequency: RecurringFrequency;
  includeComparisons: boolean;
  includeRecommendations: boolean;
  customBranding: boolean;
  emailFormat: 'summary' | 'detailed';
}

/** The form's defaults: one empty row of each, monthly, every switch on, summary e-mails. */
export function emptyRecurringForm(): RecurringFormValues {
  return {
    name: '',
    urls: [''],
    recipients: [''],
    frequency: 'monthly',
    includeComparisons: true,
    includeRecommendations: true,
    customBranding: true,
    emailFormat: 'summary',
  };
}

/**
 * The configure dialog's starting point: the report's name, URLs, frequency, recipients and
 * settings. An empty list still gets one row to type in; a setting the report lacks takes its default.
 */
export function recurringFormFromReport(
  report: Pick<RecurringReportView, 'name' | 'urls' | 'frequency' | 'recipients'> & { settings?: Partial<RecurringReportView['settings']> | null },
): RecurringFormValues {
  const defaults = emptyRecurringForm();
  const settings = report.settings ?? {};
  return {
    name: report.name,
    urls: report.urls.length > 0 ? [...report.urls] : defaults.urls,
    recipients: report.recipients.length > 0 ? [...report.recipients] : defaults.recipients,
    frequency: report.frequency,
    includeComparisons: settings.includeComparisons ?? defaults.includeComparisons,
    includeRecommendations: settings.includeRecommendations ?? defaults.includeRecommendations,
    customBranding: settings.customBranding ?? defaults.customBranding,
    emailFormat: settings.emailFormat ?? defaults.emailFormat,
  };
}

export function addRow(rows: readonly string[]): string[] {
  return [...rows, ''];
}

/** The last remaining row cannot be removed. */
export function canRemoveRow(rows: readonly string[]): boolean {
  return rows.length > 1;
}

export function removeRow(rows: readonly string[], index: number): string[] {
  if (!canRemoveRow(rows) || index < 0 || index >= rows.length) return [...rows];
  return rows.filter((_, position) => position !== index);
}

export function updateRow(rows: readonly string[], index: number, value: string): string[] {
  return rows.map((row, position) => (position === index ? value : row));
}

/** A page address as typed: trimmed, with https:// when no http(s) scheme is given. */
export function normaliseUrl(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
}

/** Validation message keys; the dialog shows 'Nome Obrigatório', 'URL Obrigatória', 'Destinatário Obrigatório'. */
export type RecurringFormError = 'nameRequired' | 'urlRequired' | 'recipientRequired' | 'recipientInvalid';

export interface RecurringFormErrors {
  name?: 'nameRequired';
  urls?: 'urlRequired';
  recipients?: 'recipientRequired';
  /** Rows that are filled in but carry no '@'. */
  invalidRecipientRows: number[];
}

export type RecurringFormResult = { ok: true; payload: CreateRecurringReport } | { ok: false; errors: RecurringFormErrors };

/**
 * Validates the form and builds the request: name required; blank URL and recipient rows dropped;
 * at least one URL; at least one recipient containing '@' (and every filled recipient row must
 * contain one).
 */
export function validateRecurringForm(values: RecurringFormValues): RecurringFormResult {
  const name = values.name.trim();
  const urls = values.urls.map(normaliseUrl).filter(Boolean);
  const recipientRows = values.recipients.map((row) => row.trim());
  const recipients = recipientRows.filter(Boolean);
  const invalidRecipientRows = recipientRows.flatMap((row, index) => (row && !row.includes('@') ? [index] : []));

  const errors: RecurringFormErrors = { invalidRecipientRows };
  if (!name) errors.name = 'nameRequired';
  if (urls.length === 0) errors.urls = 'urlRequired';
  if (!recipients.some((recipient) => recipient.includes('@'))) errors.recipients = 'recipientRequired';
  if (errors.name || errors.urls || errors.recipients || invalidRecipientRows.length > 0) return { ok: false, errors };

  return {
    ok: true,
    payload: {
      name,
      urls,
      frequency: values.frequency,
      recipients,
      settings: {
        includeComparisons: values.includeComparisons,
        includeRecommendations: values.includeRecommendations,
        customBranding: values.customBranding,
        emailFormat: values.emailFormat,
      },
    },
  };
}
