import { pdfCommonTexts } from '@otimiza/sdk/pdf';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';
import type { CheckStatus, RiskLevel, ReportType, Severity } from '@otimiza/plugin-audit-shared';
import pdfTexts from './audit-pdf.texts.json' with { type: 'json' };

const texts = { ...pdfTexts.auditPdfText, page: pdfCommonTexts.page } satisfies Record<string, LocalizedText>;

export type AuditPdfTextKey = keyof typeof texts;

export function auditPdfText(key: AuditPdfTextKey, language: Language, values: Record<string, string | number> = {}): string {
  return texts[key][language].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

export const severityLabels: Record<Severity, LocalizedText> = pdfTexts.severityLabels;

export const riskLabels: Record<RiskLevel, LocalizedText> = { ...severityLabels, none: pdfTexts.riskLevelNone };

export const statusLabels: Record<CheckStatus, LocalizedText> = pdfTexts.statusLabels;

export const reportTypeLabels: Record<ReportType, LocalizedText> = pdfTexts.reportTypeLabels;

export function formatDateTime(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(date);
}
