import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  AlertMetric,
  AlertOperator,
  AlertTimeWindow,
  CampaignStatus,
  DeliveryChannel,
  NotificationFrequency,
  NotificationPriority,
  NotificationType,
  TemplateCategory,
  TemplateVariable,
} from '@otimiza/plugin-notifications-shared';

/** The name of each notification type, in the settings' switches, the filters and the items. */
export const typeLabels: Record<NotificationType | 'campaign', MessageDescriptor> = {
  seo_alert: msg`Alerta de SEO`,
  performance_issue: msg`Problema de desempenho`,
  competitor_update: msg`Atualização de concorrente`,
  system_notification: msg`Notificação do sistema`,
  marketing_update: msg`Novidade de marketing`,
  billing_alert: msg`Alerta de cobrança`,
  security_notice: msg`Aviso de segurança`,
  feature_announcement: msg`Anúncio de recurso`,
  campaign: msg`Campanhas`,
};

export const priorityLabels: Record<NotificationPriority, MessageDescriptor> = {
  critical: msg`Crítica`,
  high: msg`Alta`,
  medium: msg`Média`,
  low: msg`Baixa`,
};

export const channelLabels: Record<DeliveryChannel, MessageDescriptor> = {
  in_app: msg`No aplicativo`,
  email: msg`E-mail`,
  push: msg`Push no navegador`,
  sms: msg`SMS`,
};

export const frequencyLabels: Record<NotificationFrequency, MessageDescriptor> = {
  immediate: msg`Imediata`,
  hourly: msg`Resumo a cada hora`,
  daily: msg`Resumo diário`,
  weekly: msg`Resumo semanal`,
};

export const metricLabels: Record<AlertMetric, MessageDescriptor> = {
  performance: msg`Desempenho (0–100)`,
  accessibility: msg`Acessibilidade (0–100)`,
  seo: msg`SEO (0–100)`,
  bestPractices: msg`Boas práticas (0–100)`,
  lcp: msg`LCP (ms)`,
  cls: msg`CLS`,
  tbt: msg`TBT (ms)`,
  failingAudits: msg`Auditorias com falha`,
  daysSinceLastAudit: msg`Dias desde a última análise`,
  scoreChange: msg`Variação da pontuação (pontos)`,
};

export const operatorLabels: Record<AlertOperator, MessageDescriptor> = {
  '<': msg`< menor que`,
  '<=': msg`≤ até`,
  '>': msg`> maior que`,
  '>=': msg`≥ a partir de`,
  '==': msg`= igual a`,
};

export const timeWindowLabels: Record<AlertTimeWindow, MessageDescriptor> = {
  latest: msg`Última análise`,
  '1h': msg`Pior valor na última hora`,
  '24h': msg`Pior valor em 24 horas`,
  '7d': msg`Pior valor em 7 dias`,
  '30d': msg`Pior valor em 30 dias`,
};

export const templateCategoryLabels: Record<TemplateCategory, MessageDescriptor> = {
  Technical: msg`Técnico`,
  Marketing: msg`Marketing`,
  Billing: msg`Cobrança`,
  Security: msg`Segurança`,
};

export const campaignStatusLabels: Record<CampaignStatus, MessageDescriptor> = {
  draft: msg`Rascunho`,
  active: msg`Ativa`,
  paused: msg`Pausada`,
  completed: msg`Concluída`,
};

export const campaignTypeLabels: Record<string, MessageDescriptor> = {
  announcement: msg`Comunicado`,
  engagement: msg`Engajamento`,
  retention: msg`Retenção`,
  upsell: msg`Upsell`,
};

/** The workspace roles a campaign's audience may be narrowed to, and the user types of the analytics. */
export const roleLabels: Record<string, MessageDescriptor> = {
  owner: msg`Proprietários`,
  admin: msg`Administradores`,
  member: msg`Membros`,
  viewer: msg`Leitores`,
};

/** What each `{{variable}}` of a template holds. */
export const variableDescriptions: Record<TemplateVariable, MessageDescriptor> = {
  siteUrl: msg`Endereço do site analisado`,
  score: msg`Pontuação atual`,
  scoreName: msg`Nome da pontuação (Desempenho, SEO…)`,
  previousScore: msg`Pontuação anterior`,
  userName: msg`Nome de quem recebe`,
  workspaceName: msg`Nome do espaço de trabalho`,
  actionUrl: msg`Link da ação`,
  date: msg`Data do envio`,
  title: msg`Título da notificação`,
  message: msg`Texto da notificação`,
};

/** The categories the server gives its notifications; another category shows as it comes. */
export const categoryLabels: Record<string, MessageDescriptor> = {
  accessibility: msg`Acessibilidade`,
  analysis: msg`Análise`,
  announcement: msg`Anúncio`,
  billing: msg`Cobrança`,
  campaign: msg`Campanha`,
  competitors: msg`Concorrentes`,
  performance: msg`Desempenho`,
  regression: msg`Queda de pontuação`,
  reports: msg`Relatórios`,
  security: msg`Segurança`,
  seo: msg`SEO`,
  verification: msg`Verificação`,
};
