import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  CertificationLevel,
  CheckStatus,
  EvidenceView,
  FrameworkType,
  MonitorStatus,
  ReportStatus,
  ReportType,
  RiskLevel,
  Severity,
  SiteAuditStrategy,
  SiteMedians,
} from '@otimiza/plugin-audit-shared';

export const frameworkTypeLabels: Record<FrameworkType, MessageDescriptor> = {
  accessibility: msg`Acessibilidade`,
  privacy: msg`Privacidade`,
  security: msg`Segurança`,
  performance: msg`Desempenho`,
  content: msg`Conteúdo`,
};

/** A report covers every framework or those of one type, named as the type. */
export const reportTypeLabels: Record<ReportType, MessageDescriptor> = {
  comprehensive: msg`Completa (todos os frameworks)`,
  ...frameworkTypeLabels,
};

export const reportStatusLabels: Record<ReportStatus, MessageDescriptor> = {
  draft: msg`Na fila`,
  in_progress: msg`Em andamento`,
  completed: msg`Concluída`,
  published: msg`Publicada`,
  failed: msg`Falhou`,
};

export const severityLabels: Record<Severity, MessageDescriptor> = {
  critical: msg`Crítica`,
  high: msg`Alta`,
  medium: msg`Média`,
  low: msg`Baixa`,
};

export const riskLabels: Record<RiskLevel, MessageDescriptor> = {
  critical: msg`Risco crítico`,
  high: msg`Risco alto`,
  medium: msg`Risco médio`,
  low: msg`Risco baixo`,
  none: msg`Sem risco`,
};

export const checkStatusLabels: Record<CheckStatus, MessageDescriptor> = {
  passed: msg`Aprovado`,
  failed: msg`Reprovado`,
  no_data: msg`Sem dados`,
};

export const monitorStatusLabels: Record<MonitorStatus, MessageDescriptor> = {
  active: msg`Ativo`,
  paused: msg`Pausado`,
  error: msg`Com erro`,
};

/** A site audit's category medians, in the order they are shown. */
export const siteCategoryLabels: Record<keyof SiteMedians, MessageDescriptor> = {
  performance: msg`Desempenho`,
  accessibility: msg`Acessibilidade`,
  seo: msg`SEO`,
  bestPractices: msg`Boas práticas`,
};

export const strategyLabels: Record<SiteAuditStrategy, MessageDescriptor> = {
  mobile: msg`Celular`,
  desktop: msg`Computador`,
};

export const frequencyLabels: Record<'daily' | 'weekly', MessageDescriptor> = {
  daily: msg`Diária`,
  weekly: msg`Semanal`,
};

export const certificationLabels: Record<CertificationLevel, MessageDescriptor> = {
  basic: msg`Básico`,
  intermediate: msg`Intermediário`,
  advanced: msg`Avançado`,
  enterprise: msg`Enterprise`,
};

export const regionLabels: Record<'BR' | 'international', MessageDescriptor> = {
  BR: msg`Brasil`,
  international: msg`Internacional`,
};

export const evidenceKindLabels: Record<EvidenceView['kind'], MessageDescriptor> = {
  element: msg`Elemento`,
  request: msg`Requisição`,
  header: msg`Cabeçalho`,
  cookie: msg`Cookie`,
  metric: msg`Métrica`,
  page: msg`Página`,
  library: msg`Biblioteca`,
};

/** Tag colours: critical and high red, medium orange, low grey. */
export const severityColours: Record<Severity, string | undefined> = {
  critical: 'red',
  high: 'volcano',
  medium: 'orange',
  low: undefined,
};
