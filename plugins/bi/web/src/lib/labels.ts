import { useLingui } from '@lingui/react/macro';
import type { DashboardCategory, DeploymentStatus, MetricCategory, MetricTrend, ModelKind, Significance } from '@otimiza/plugin-bi-shared';

/** The page's names of categories, significances, trends and statuses, in the interface language. */
export function useBiLabels() {
  const { t } = useLingui();
  const metricCategory: Record<MetricCategory | 'all', string> = {
    all: t`Todas as categorias`,
    financial: t`Financeiro`,
    customer: t`Clientes`,
    marketing: t`Marketing`,
    sales: t`Vendas`,
    operational: t`Operacional`,
    product: t`Produto`,
  };
  const dashboardCategory: Record<DashboardCategory | 'all', string> = {
    all: t`Todas as categorias`,
    executive: t`Executivo`,
    financial: t`Financeiro`,
    marketing: t`Marketing`,
    sales: t`Vendas`,
    operations: t`Operações`,
    customer: t`Clientes`,
    custom: t`Personalizado`,
  };
  const modelKind: Record<ModelKind | 'all', string> = {
    all: t`Todos os modelos`,
    revenue: t`Receita`,
    churn: t`Churn`,
    demand: t`Demanda`,
    pricing: t`Preço`,
    growth: t`Crescimento`,
  };
  const significance: Record<Significance, string> = { critical: t`Crítica`, important: t`Importante`, moderate: t`Moderada`, low: t`Baixa` };
  const trend: Record<MetricTrend, string> = { increasing: t`Em alta`, decreasing: t`Em queda`, volatile: t`Volátil`, stable: t`Estável` };
  const deployment: Record<DeploymentStatus, string> = { active: t`Ativo`, testing: t`Em teste`, retired: t`Aposentado` };
  const frequency: Record<'daily' | 'weekly' | 'monthly', string> = { daily: t`Diário`, weekly: t`Semanal`, monthly: t`Mensal` };
  return { metricCategory, dashboardCategory, modelKind, significance, trend, deployment, frequency };
}

export const significanceColour: Record<Significance, string> = { critical: 'red', important: 'orange', moderate: 'blue', low: 'default' };
export const deploymentColour: Record<DeploymentStatus, string> = { active: 'green', testing: 'gold', retired: 'default' };
