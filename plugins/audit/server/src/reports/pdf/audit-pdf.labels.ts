import { pdfCommonTexts } from '@otimiza/sdk/pdf';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';
import type { CheckStatus, RiskLevel, ReportType, Severity } from '@otimiza/plugin-audit-shared';

const texts = {
  documentTitle: { pt: 'Relatório de auditoria de conformidade', en: 'Compliance audit report' },
  auditDate: { pt: 'Data da auditoria', en: 'Audit date' },
  type: { pt: 'Tipo', en: 'Type' },
  sites: { pt: 'Sites auditados', en: 'Audited sites' },
  siteAudit: { pt: 'Auditoria de site', en: 'Site audit' },
  sitePages: {
    pt: '{covered} de {inRun} páginas auditadas do site (até {limit} por relatório)',
    en: '{covered} of the site’s {inRun} audited pages ({limit} at most per report)',
  },
  pages: { pt: 'Páginas', en: 'Pages' },
  failingPages: { pt: 'Páginas reprovadas por verificação', en: 'Failing pages per check' },
  failingPagesOfCheck: { pt: '{title}: {failed} de {decided} páginas', en: '{title}: {failed} of {decided} pages' },
  auditor: { pt: 'Motor de auditoria', en: 'Audit engine' },
  auditorVersion: { pt: '{name} — regras versão {version}', en: '{name} — rules version {version}' },
  summary: { pt: 'Resumo', en: 'Summary' },
  overallScore: { pt: 'Conformidade geral', en: 'Overall compliance' },
  noScore: { pt: 'Sem dados', en: 'No data' },
  noScoreReason: {
    pt: 'Nenhuma verificação pôde ser decidida (todas sem dados): esta auditoria não tem pontuação.',
    en: 'No check could be decided (all without data): this audit has no score.',
  },
  totalChecks: { pt: 'Verificações', en: 'Checks' },
  passed: { pt: 'Aprovadas', en: 'Passed' },
  failed: { pt: 'Reprovadas', en: 'Failed' },
  riskLevel: { pt: 'Nível de risco', en: 'Risk level' },
  correctedByFixer: { pt: 'Falhas que o corretor HTML do Otimiza já corrige: {count}', en: 'Failures Otimiza’s HTML fixer already corrects: {count}' },
  bySeverity: { pt: 'Falhas por severidade', en: 'Failures by severity' },
  siteErrors: { pt: 'Sites que não puderam ser auditados', en: 'Sites that could not be audited' },
  frameworkTotals: { pt: '{passed} aprovadas, {failed} reprovadas, {noData} sem dados', en: '{passed} passed, {failed} failed, {noData} without data' },
  noFailures: { pt: 'Nenhuma falha encontrada neste framework.', en: 'No failure found in this framework.' },
  noDecidedChecks: {
    pt: 'Nenhuma verificação deste framework pôde ser decidida: veja o motivo abaixo.',
    en: 'No check of this framework could be decided: see why below.',
  },
  clause: { pt: 'Dispositivo', en: 'Clause' },
  severity: { pt: 'Severidade', en: 'Severity' },
  site: { pt: 'Site', en: 'Site' },
  fixerCorrects: { pt: 'O corretor HTML do Otimiza corrige esta falha.', en: 'Otimiza’s HTML fixer corrects this failure.' },
  moreEvidence: { pt: '… e mais {count} evidências', en: '… and {count} more pieces of evidence' },
  selector: { pt: 'Elemento', en: 'Element' },
  snippet: { pt: 'Código', en: 'Markup' },
  request: { pt: 'Requisição', en: 'Request' },
  header: { pt: 'Cabeçalho', en: 'Header' },
  headerMissing: { pt: '(ausente)', en: '(missing)' },
  cookie: { pt: 'Cookie', en: 'Cookie' },
  metric: { pt: 'Métrica', en: 'Metric' },
  budget: { pt: 'limite', en: 'budget' },
  library: { pt: 'Biblioteca', en: 'Library' },
  penalties: { pt: 'Sanções previstas', en: 'Sanctions provided for' },
  disclaimer: {
    pt: 'Verificações automáticas sobre a página carregada no navegador, antes de qualquer interação. Não substituem a avaliação de um especialista nem constituem certificação.',
    en: 'Automated checks of the page loaded in the browser, before any interaction. They do not replace an expert’s assessment and are not a certification.',
  },
  page: pdfCommonTexts.page,
} satisfies Record<string, LocalizedText>;

export type AuditPdfTextKey = keyof typeof texts;

export function auditPdfText(key: AuditPdfTextKey, language: Language, values: Record<string, string | number> = {}): string {
  return texts[key][language].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

export const severityLabels: Record<Severity, LocalizedText> = {
  critical: { pt: 'Crítica', en: 'Critical' },
  high: { pt: 'Alta', en: 'High' },
  medium: { pt: 'Média', en: 'Medium' },
  low: { pt: 'Baixa', en: 'Low' },
};

export const riskLabels: Record<RiskLevel, LocalizedText> = { ...severityLabels, none: { pt: 'Nenhum', en: 'None' } };

export const statusLabels: Record<CheckStatus, LocalizedText> = {
  passed: { pt: 'Aprovada', en: 'Passed' },
  failed: { pt: 'Reprovada', en: 'Failed' },
  no_data: { pt: 'Sem dados', en: 'No data' },
};

export const reportTypeLabels: Record<ReportType, LocalizedText> = {
  comprehensive: { pt: 'Completa', en: 'Comprehensive' },
  accessibility: { pt: 'Acessibilidade', en: 'Accessibility' },
  privacy: { pt: 'Privacidade', en: 'Privacy' },
  security: { pt: 'Segurança', en: 'Security' },
  performance: { pt: 'Desempenho', en: 'Performance' },
  content: { pt: 'Conteúdo', en: 'Content' },
};

export function formatDateTime(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(date);
}
